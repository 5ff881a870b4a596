export type { PasswordFieldProps } from './PasswordField';
export { PASSWORD_HINT, PasswordField } from './PasswordField';
