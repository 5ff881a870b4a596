// Its own entry point (`@jobsite/domain/my-data`): the constants module is in every page's
// JavaScript, and these titles are needed by one page.
/**
 * Japanese titles of the sections of the member's data download (`/auth/my-data`: the BFF's
 * `identity` and the api's `memberDataExport` sections, docs/decisions/0041).
 */
export const MY_DATA_SECTION_TITLES: Readonly<Record<string, string>> = {
  identity: 'ログイン情報',
  account: '会員情報',
  desiredOccupations: '希望職種',
  qualifications: '保有資格',
  jobHistories: '職歴',
  educationalBackground: '学歴',
  personality: '自己PR・趣味・特技',
  requirements: '希望条件',
  resumes: '履歴書',
  careerSheets: '職務経歴書',
  favorites: '気になる求人',
  notices: 'お知らせ',
  savedSearches: '保存した検索条件',
  savedSearchMatches: '検索条件に合った新着求人',
  entries: '応募',
  joiningConfirmations: '入社確認',
  rooms: 'メッセージのやりとり',
  messages: 'メッセージ',
  messageClientIds: 'メッセージ送信の記録',
  advisorRequests: 'キャリアアドバイザーへの相談',
  scouts: 'スカウト',
  scoutInquiries: 'スカウトへの問い合わせ',
  scoutResponseHistories: 'スカウトの閲覧・応答の記録',
  contacts: 'お問い合わせ',
  microConversions: '利用状況の記録',
  crmRecord: '顧客管理の記録',
  lineLinks: 'LINE連携',
  sentSms: '送信したSMS',
};

/**
 * Japanese names of the fields most records of the download have; other fields show their
 * own (English) name on the readable page, and the JSON keeps every name as it is.
 */
export const MY_DATA_FIELD_LABELS: Readonly<Record<string, string>> = {
  uid: 'ユーザーID',
  email: 'メールアドレス',
  phoneNumber: '電話番号',
  authType: 'ログイン方法',
  conversionId: '会員番号',
  name: '名前',
  birthYear: '生まれ年',
  gender: '性別',
  zipCode: '郵便番号',
  prefectureCode: '都道府県コード',
  nameKana: 'フリガナ',
  birthDate: '生年月日',
  postalCode: '郵便番号（書類）',
  municipality: '市区町村',
  addressLine: '番地・建物名',
  hopes: '本人希望',
  employmentStatus: '就業状況',
  desiredJobChangeTiming: '希望転職時期',
  scoutStatus: 'スカウト受信',
  lastSignInAt: '最終ログイン日時',
  lastSessionAt: '最終利用日時',
  jobId: '求人ID',
  companyName: '会社名',
  currentStatus: '状況',
  message: 'メッセージ',
  content: '内容',
  fileName: 'ファイル名',
  readAt: '既読日時',
  createdAt: '作成日時',
  updatedAt: '更新日時',
};
