export type { MagazineArticleSummary, MagazineListItemProps } from './MagazineListItem';
export { MagazineListItem } from './MagazineListItem';
