import type { Gender } from '@jobsite/domain/enums';
import type { OccupationNameEn } from '@jobsite/domain/masters';

/** Comments any hired person might write, whatever the occupation. */
export const GENERIC_COMMENTS = [
  '応募から面接までの連絡が早く、不安なく転職活動を進められました。',
  'スカウトをきっかけに応募しました。条件を事前に詳しく知れたのがよかったです。',
  '職場見学をさせてもらえたので、雰囲気を知ったうえで入社を決められました。',
  '面接では休みの取り方まで正直に話してもらえて、信頼できる会社だと感じました。',
  'いくつかの求人を比べて応募できたので、納得のいく転職ができました。',
  '入社して半年ですが、先輩が気にかけてくれるので毎日安心して働いています。',
] as const;

/** Voices of hired people: longer stories, each linked to a job of its occupation. */
export const VOICES: ReadonlyArray<{
  readonly occupation: OccupationNameEn;
  readonly age: number;
  readonly gender: Gender;
  readonly comment: string;
}> = [
  {
    occupation: 'driver',
    age: 42,
    gender: 'male',
    comment:
      '何日も家を空ける運行を15年続けてきましたが、子どもが小学校に上がるのを機に地場配送の仕事を探しました。今の会社は毎日17時には帰れて、夕食を家族と一緒に食べられます。給料は少し下がると思っていましたが、無事故手当や賞与があり、年収はほとんど変わりませんでした。',
  },
  {
    occupation: 'driver',
    age: 27,
    gender: 'female',
    comment:
      '未経験から2tトラックのルート配送を始めました。最初は車の大きさに緊張しましたが、2週間の同乗研修でしっかり教えてもらえました。女性ドライバーも何人かいて、更衣室や休憩室もきれいなので働きやすいです。',
  },
  {
    occupation: 'driver',
    age: 55,
    gender: 'male',
    comment:
      'タクシー会社に転職して3年になります。二種免許の費用は会社が出してくれました。配車アプリのおかげで空車で走る時間が減り、前の仕事より収入が増えました。お客様との会話も楽しみの一つです。',
  },
  {
    occupation: 'forklift',
    age: 34,
    gender: 'male',
    comment:
      '工場勤務からフォークリフトの仕事に移りました。資格は持っていましたが実務は初めてで、最初の1か月は先輩とペアで作業させてもらいました。空調の効いた倉庫で、夏の暑さに悩まされなくなったのがうれしいです。',
  },
  {
    occupation: 'car_mechanic',
    age: 31,
    gender: 'male',
    comment:
      'ディーラーの整備士から、トラック整備の会社に転職しました。大型車は初めてでしたが、設備が整っていて体の負担は前より軽いくらいです。1級整備士の勉強も会社が応援してくれています。',
  },
  {
    occupation: 'construction_management_engineer',
    age: 38,
    gender: 'male',
    comment:
      '前職では毎日遅くまで書類を作っていましたが、今の会社は事務スタッフが書類作成を手伝ってくれるので、現場の管理に集中できます。4週8休の現場も増え、年収も上がりました。',
  },
  {
    occupation: 'electrical_construction',
    age: 24,
    gender: 'male',
    comment:
      '専門学校で第二種電気工事士を取って入社しました。最初は図面の見方もわかりませんでしたが、先輩がいつも現場で教えてくれます。資格手当がつくので、次は第一種に挑戦するつもりです。',
  },
  {
    occupation: 'scaffolder',
    age: 22,
    gender: 'male',
    comment:
      '高校を卒業してすぐ鳶の世界に入りました。最初は道具の名前も知らなかったのに、2年目で班の一員として足場を任されるようになりました。日給が上がっていくのが目に見えるので、やる気が出ます。',
  },
  {
    occupation: 'civil_engineering',
    age: 46,
    gender: 'male',
    comment:
      '公共工事が中心の会社なので、仕事が途切れず収入が安定しています。重機の資格を会社負担で取らせてもらい、今はオペレーターとして現場を任されています。',
  },
  {
    occupation: 'interior_finishing',
    age: 29,
    gender: 'female',
    comment:
      '事務職からクロス職人に転職しました。最初は継ぎ目をきれいに合わせるのに苦労しましたが、親方が根気よく教えてくれました。仕上がった部屋を見たお客様の笑顔が何よりのやりがいです。',
  },
  {
    occupation: 'ranch',
    age: 33,
    gender: 'female',
    comment:
      '都会での会社勤めをやめて、北海道の牧場に移住しました。社宅があったので引っ越しの負担が少なく、地域の方もあたたかく迎えてくれました。牛の出産に立ち会ったときの感動は忘れられません。',
  },
  {
    occupation: 'operation_manager',
    age: 51,
    gender: 'male',
    comment:
      '20年続けたドライバーから運行管理者になりました。現場の気持ちがわかるので、ドライバーに無理のない配車を組むことを大切にしています。体への負担が減り、定年まで安心して働けそうです。',
  },
];
