export type { FieldBaseProps, FieldControlProps, FieldProps, FieldsetProps } from './Field';
export { Field, Fieldset } from './Field';
