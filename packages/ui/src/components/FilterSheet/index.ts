export type { FilterSheetOpenerProps, FilterSheetProps } from './FilterSheet';
export { FilterSheet, FilterSheetOpener } from './FilterSheet';
