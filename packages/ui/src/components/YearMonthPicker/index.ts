export type { YearMonth, YearMonthPickerProps } from './YearMonthPicker';
export { YearMonthPicker } from './YearMonthPicker';
export { eraLabel, yearRange } from './years';
