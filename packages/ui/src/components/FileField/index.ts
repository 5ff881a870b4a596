export type { FileFieldProps } from './FileField';
export { FileField, formatFileSize } from './FileField';
