/** Japanese validation messages shared by the form schemas. */

export const VALIDATION_MESSAGES = Object.freeze({
  required: '入力してください',
  select: '選択してください',
  invalid: '正しく入力してください',
  email: '正しいメールアドレスを入力してください',
  emailOrPhoneNumber: '正しいメールアドレスまたは携帯電話番号を入力してください',
  mobilePhoneNumber: '正しい携帯電話番号を入力してください',
  phoneNumber: '正しい電話番号を入力してください',
  zipCode: '郵便番号は7桁の数字で入力してください',
  furigana: 'ふりがなはひらがなで入力してください',
  prefecture: '都道府県を選択してください',
  birthYear: '生まれ年を正しく選択してください',
  birthDate: '生年月日を正しく入力してください（例：1990-04-01）',
  year: '年を選択してください',
  month: '月を選択してください',
  hour: '時間を選択してください',
  duplicate: '同じ項目が重複しています',
  whitespaceOnly: '空白以外の文字を入力してください',
});

export const maxLengthMessage = (max: number): string => `${max}文字以内で入力してください`;
export const minLengthMessage = (min: number): string => `${min}文字以上で入力してください`;
export const maxItemsMessage = (max: number): string => `${max}件まで選択できます`;
