/** Driver licences, as the sign-up form lists them. */
export const licenceOptions = [
  { value: 'ordinary', label: '普通自動車免許' },
  { value: 'semi_medium', label: '準中型自動車免許' },
  { value: 'medium', label: '中型自動車免許' },
  { value: 'large', label: '大型自動車免許' },
  { value: 'trailer', label: 'けん引免許' },
  { value: 'large_special', label: '大型特殊自動車免許' },
];
