export type { PostalCodeFieldProps } from './PostalCodeField';
export { PostalCodeField } from './PostalCodeField';
