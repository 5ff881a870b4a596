import { RadioGroup, type RadioGroupProps } from '@jobsite/ui/radio-group';
import { SelectField, type SelectFieldProps } from '@jobsite/ui/select-field';
import { TextField, type TextFieldProps } from '@jobsite/ui/text-field';

/**
 * The fields a person gives about themselves on several forms (sign-up, profile, entries,
 * scout answers, contact, advisor): one label, input type, autocomplete and hint each. The
 * caller gives the value, change, error, and whatever differs (the name, when required).
 */
type PersonFieldProps = Omit<TextFieldProps, 'label' | 'type'>;

export function NameField(props: PersonFieldProps) {
  return (
    <TextField label="お名前" name="name" autoComplete="name" required maxLength={50} {...props} />
  );
}

export function PhoneNumberField(props: PersonFieldProps) {
  return (
    <TextField
      label="電話番号"
      name="phoneNumber"
      type="tel"
      autoComplete="tel"
      required
      hint="ハイフンなしでも入力できます"
      {...props}
    />
  );
}

export function EmailField(props: PersonFieldProps) {
  return (
    <TextField
      label="メールアドレス"
      name="email"
      type="email"
      autoComplete="email"
      required
      {...props}
    />
  );
}

export function BirthYearField(props: Omit<SelectFieldProps, 'label'>) {
  return <SelectField label="生まれ年" name="birthYear" required {...props} />;
}

export function GenderField(props: Omit<RadioGroupProps, 'label' | 'name' | 'columns'>) {
  return <RadioGroup label="性別" name="gender" columns={3} {...props} />;
}
