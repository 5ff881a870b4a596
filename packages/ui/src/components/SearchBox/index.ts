export type { SearchBoxPart, SearchBoxProps } from './SearchBox';
export { SearchBox } from './SearchBox';
export { SEARCH_BOX_FIELDS, SEARCH_BOX_TEXT } from './text';
