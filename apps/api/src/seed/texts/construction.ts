import type { OccupationProfile, PayRule, ShiftPattern } from './types';

const DAY = 'day' as const;
const NIGHT = 'night' as const;

/** Banks the site trades share; each profile adds its own lines. */
const SITE_SHIFTS: readonly ShiftPattern[] = [
  ['08:00', '17:00', DAY, 6],
  ['07:30', '17:00', DAY, 2],
  ['08:00', '17:30', DAY, 2],
  ['21:00', '06:00', NIGHT, 1],
];

const SITE_DAY_FLOW = (work: string): readonly string[] => [
  '7:00 会社に集合し、社用車で現場へ（直行直帰もOK）',
  '8:00 朝礼・KY（危険予知）活動',
  `8:30 ${work}`,
  '10:00 小休憩',
  '12:00 昼休憩',
  `13:00 ${work}の続き`,
  '15:00 小休憩',
  '17:00 片付け・翌日の段取り確認・現場を出発',
];

const SITE_PAY_DAILY = (low: readonly [number, number]): PayRule => ({
  option: 'daily',
  lowest: low,
  spread: [0.2, 0.6],
});

const SITE_SUITABLE = [
  '体を動かす仕事が好きな方',
  'ものづくりに興味がある方',
  'チームワークを大切にできる方',
  '手に職をつけたい方',
  '仕事の成果が形に残るのがうれしい方',
];

const SITE_NOT_SUITABLE = [
  '安全のルールを守れない方',
  '屋外での作業がどうしても苦手な方',
  '遅刻や無断欠勤をしてしまう方',
];

const SITE_APPEALS: ReadonlyArray<readonly [string, string]> = [
  [
    '道具は会社が支給',
    '{作業着|ヘルメット}や{安全帯|フルハーネス}、{工具一式|道具}は会社が用意するので、{初期費用はかかりません|身ひとつで始められます}。',
  ],
  [
    '資格取得を全額負担',
    '仕事に必要な{技能講習|特別教育}や{資格|免許}の費用は{会社が負担します|会社持ちです}。',
  ],
  ['直行直帰OK', '{現場が近い日|{muni}周辺の現場}は{自宅から直接向かえます|直行直帰できます}。'],
  [
    '社会保険完備',
    '{建設業の社会保険加入を徹底し|社会保険にきちんと加入し}、{安心して長く働ける環境です|将来も安心して働けます}。',
  ],
];

const SITE_AFTER_JOINING = [
  '入社後は{安全教育|新規入場者教育}を受けたあと、{先輩|職長}のもとで{材料運びや片付け|資材の運搬や清掃}から始めます。{道具の名前|道具の使い方}や段取りを覚えながら、{少しずつ|一つずつ}{任せる作業を増やしていきます|できる作業を広げていきます}。{3年|3〜5年|数年}ほどで{一人前の職人|一人前}を目指せます。',
  '最初の{1か月|2〜3か月|数週間}は{先輩職人|ベテランの職人}と同じ現場に入り、{作業の流れ|一日の段取り}を覚えていただきます。{経験に合わせて|経験を積みながら}{資格|技能講習の資格}を取り、{職長|現場のリーダー}を目指すこともできます。',
];

const SITE_CONDITIONS = {
  11: 0.55,
  12: 0.7,
  15: 0.12,
  19: 0,
  20: 0.2,
  31: 0.55,
  37: 0.25,
  43: 0.5,
  45: 0.35,
  66: 0.4,
  166: 0.05,
};

export const SCAFFOLDER: OccupationProfile = {
  nameEn: 'scaffolder',
  kinds: [
    {
      key: 'scaffolding',
      label: '足場鳶',
      weight: 3,
      features: [],
      duties: [
        'マンションや商業施設の新築現場で、くさび式・次世代足場の組立てと解体を担当していただきます。',
        '住宅の外壁塗装やリフォーム工事のための足場を組み立てるお仕事です。',
      ],
      qualification: '未経験の方も歓迎（足場の組立て等作業主任者をお持ちの方は優遇）',
    },
    {
      key: 'steel',
      label: '鉄骨鳶',
      weight: 1,
      features: [],
      duties: ['工場や倉庫の建設現場で、クレーンで吊った鉄骨を組み上げるお仕事です。'],
      qualification: '鳶の経験がある方（玉掛け・高所作業車の資格をお持ちの方は優遇）',
      pay: 1.1,
    },
  ],
  hiring: [
    ['regular', 75],
    ['contract', 10],
    ['outsourcing', 15],
  ],
  pay: {
    regular: SITE_PAY_DAILY([12000, 17000]),
    contract: SITE_PAY_DAILY([11000, 15000]),
    outsourcing: SITE_PAY_DAILY([16000, 22000]),
  },
  shifts: SITE_SHIFTS,
  dayFlows: [SITE_DAY_FLOW('足場の組立て')],
  catchphrases: [
    '{現場の最初に入り、最後に出る|どの現場も鳶から始まる}。{建設の花形|現場の主役}・鳶職人へ',
    '未経験から一人前の鳶職人を目指せます',
    '頑張りが日給に反映。昇給は年2回',
  ],
  suitable: [...SITE_SUITABLE, '高い所からの景色が好きな方'],
  notSuitable: [...SITE_NOT_SUITABLE, '高い所がどうしても苦手な方'],
  appeals: [...SITE_APPEALS, ['昇給年2回', '技術の習得度に応じて日給を見直します。']],
  titleHooks: ['未経験から職人へ', '昇給年2回', '日給制'],
  afterJoining: SITE_AFTER_JOINING,
  workNotes: [
    '安全帯はフルハーネス型を全員に支給し、毎朝の点検を徹底しています。',
    '5〜6人のチームで動くので、新人が一人になることはありません。',
  ],
  conditions: SITE_CONDITIONS,
  comments: [
    '未経験で入りましたが、先輩たちが根気よく教えてくれて2年で足場を任されるようになりました。',
    '日給が毎年上がっていくので、頑張りがいがあります。',
    '自分が組んだ足場で大きな建物が建つのを見ると誇らしいです。',
  ],
};

export const CONSTRUCTION: OccupationProfile = {
  nameEn: 'construction',
  kinds: [
    {
      key: 'general_worker',
      label: '建設作業員',
      weight: 4,
      features: [],
      duties: [
        'ビルやマンションの建設現場で、資材の運搬や型枠の組立て補助、清掃などを担当していただきます。',
        '住宅の基礎工事で、鉄筋の組立てやコンクリートの打設補助を担当していただきます。',
      ],
      qualification: '未経験の方も歓迎します',
    },
    {
      key: 'formwork',
      label: '型枠大工',
      weight: 2,
      features: [],
      duties: ['コンクリートを流し込むための型枠を、図面をもとに加工・組立てするお仕事です。'],
      qualification: '型枠工事の経験がある方歓迎（未経験の方は見習いからスタート）',
      pay: 1.1,
    },
    {
      key: 'rebar',
      label: '鉄筋工',
      weight: 1,
      features: [],
      duties: ['建物の骨組みとなる鉄筋を、図面どおりに加工して組み立てるお仕事です。'],
      qualification: '未経験の方も歓迎します',
    },
  ],
  hiring: [
    ['regular', 70],
    ['contract', 10],
    ['part_time', 5],
    ['outsourcing', 15],
  ],
  pay: {
    regular: SITE_PAY_DAILY([11000, 16000]),
    contract: SITE_PAY_DAILY([10500, 14000]),
    part_time: { option: 'hourly', lowest: [1200, 1500], spread: [0.05, 0.3] },
    outsourcing: SITE_PAY_DAILY([15000, 20000]),
  },
  shifts: SITE_SHIFTS,
  dayFlows: [SITE_DAY_FLOW('資材の搬入・組立て作業')],
  catchphrases: [
    '街に残る建物を、自分の手でつくる仕事です',
    '未経験でも大丈夫。先輩が一から教えます',
    '日払い・週払いOK。すぐに働きたい方も歓迎',
  ],
  suitable: SITE_SUITABLE,
  notSuitable: SITE_NOT_SUITABLE,
  appeals: SITE_APPEALS,
  titleHooks: ['未経験歓迎', '手に職', '直行直帰OK'],
  afterJoining: SITE_AFTER_JOINING,
  workNotes: [
    '現場はほとんどが県内で、社用車での送迎があります。',
    '雨の日は休工になることもありますが、月給保証制度があるので安心です。',
  ],
  conditions: SITE_CONDITIONS,
  comments: [
    '工場勤務から転職しました。体を動かす仕事が合っていて毎日が充実しています。',
    '日払いに対応してもらえたので、転職直後も生活の心配がありませんでした。',
    '関わった建物の前を通るたびに家族に自慢しています。',
  ],
};

export const DEMOLITION: OccupationProfile = {
  nameEn: 'demolition',
  kinds: [
    {
      key: 'demolition_worker',
      label: '解体工',
      weight: 3,
      features: [],
      duties: [
        '木造住宅や鉄骨造の建物を、重機と手作業で解体するお仕事です。{廃材の分別|分別と搬出}{まで|も}{を担当します|お任せします|一緒に行います}。',
        '店舗やオフィスの内装解体で、床材や天井ボードを撤去していただきます。',
      ],
      qualification: '未経験の方も歓迎します',
    },
    {
      key: 'heavy_machine',
      label: '解体重機オペレーター',
      weight: 1,
      features: [],
      duties: [
        '解体現場でユンボ（バックホウ）を操作し、建物の解体と廃材の積み込みを担当していただきます。',
      ],
      qualification: '車両系建設機械（解体用）の資格をお持ちの方',
      pay: 1.15,
    },
  ],
  hiring: [
    ['regular', 75],
    ['contract', 10],
    ['outsourcing', 15],
  ],
  pay: {
    regular: SITE_PAY_DAILY([11500, 17000]),
    contract: SITE_PAY_DAILY([11000, 15000]),
    outsourcing: SITE_PAY_DAILY([15000, 21000]),
  },
  shifts: SITE_SHIFTS,
  dayFlows: [SITE_DAY_FLOW('解体作業・廃材の分別')],
  catchphrases: [
    '次の建物のために、まず安全に壊すプロフェッショナル',
    '重機の資格取得も会社が応援します',
    '頑張った分だけ稼げる解体の仕事',
  ],
  suitable: SITE_SUITABLE,
  notSuitable: [...SITE_NOT_SUITABLE, 'ほこりや騒音のある環境がどうしても苦手な方'],
  appeals: [
    ...SITE_APPEALS,
    ['重機オペレーターへの道', '経験を積んだら重機の資格を取り、オペレーターを目指せます。'],
  ],
  titleHooks: ['重機資格取得支援', '日給制', '未経験歓迎'],
  afterJoining: SITE_AFTER_JOINING,
  workNotes: [
    '分別解体を徹底し、近隣への騒音・粉じん対策にも力を入れています。',
    '現場には必ず職長が常駐し、安全管理を行っています。',
  ],
  conditions: SITE_CONDITIONS,
  comments: [
    '重機の資格を会社負担で取らせてもらい、今はオペレーターを任されています。',
    '解体は段取りが大事。考えながら動く仕事なので飽きません。',
  ],
};

export const CIVIL_ENGINEERING: OccupationProfile = {
  nameEn: 'civil_engineering',
  kinds: [
    {
      key: 'road',
      label: '道路舗装工',
      weight: 2,
      features: [],
      duties: [
        '道路の舗装工事で、アスファルトの敷きならしや転圧、路面の補修を担当していただきます。',
      ],
      qualification: '未経験の方も歓迎します',
    },
    {
      key: 'civil_worker',
      label: '土木作業員',
      weight: 3,
      features: [],
      duties: [
        '河川の護岸工事や上下水道の工事で、掘削や配管の据え付け補助を担当していただきます。',
        '宅地造成やインフラ整備の現場で、重機の誘導や資材の運搬をお任せします。',
      ],
      qualification: '未経験の方も歓迎します',
    },
    {
      key: 'operator',
      label: '重機オペレーター',
      weight: 1,
      features: [],
      duties: ['土木現場でバックホウやブルドーザーを操作し、掘削や整地を担当していただきます。'],
      qualification: '車両系建設機械運転技能者の資格をお持ちの方',
      pay: 1.15,
    },
  ],
  hiring: [
    ['regular', 80],
    ['contract', 10],
    ['outsourcing', 10],
  ],
  pay: {
    regular: { option: 'monthly', lowest: [240000, 320000], spread: [0.15, 0.45] },
    contract: SITE_PAY_DAILY([11000, 15000]),
    outsourcing: SITE_PAY_DAILY([15000, 20000]),
  },
  shifts: SITE_SHIFTS,
  dayFlows: [SITE_DAY_FLOW('掘削・舗装などの土木作業')],
  catchphrases: [
    '道路や川を守る、地図に残る仕事',
    '公共工事中心で仕事が安定しています',
    '重機の資格を取ってステップアップ',
  ],
  suitable: [...SITE_SUITABLE, '地域の役に立つ仕事がしたい方'],
  notSuitable: SITE_NOT_SUITABLE,
  appeals: [
    ...SITE_APPEALS,
    ['公共工事が中心', '国や自治体の工事が中心なので、仕事量が安定しています。'],
  ],
  titleHooks: ['公共工事中心', '月給制で安定', '資格取得支援'],
  afterJoining: SITE_AFTER_JOINING,
  workNotes: [
    '公共工事が中心のため、雨天でも月給が保証されていて収入が安定しています。',
    '夜間工事がある場合は手当が付き、翌日は休みになります。',
  ],
  conditions: { ...SITE_CONDITIONS, 20: 0.35, 45: 0.15, 66: 0.6 },
  comments: [
    '公共工事が多く、仕事が途切れないので安心です。',
    '自分が舗装した道路を家族で通るとき、少し誇らしい気持ちになります。',
  ],
};

export const PAINTING: OccupationProfile = {
  nameEn: 'painting',
  kinds: [
    {
      key: 'building_painter',
      label: '塗装工',
      weight: 3,
      features: [],
      duties: [
        '戸建て住宅やアパートの外壁・屋根の塗装を担当していただきます。{高圧洗浄|下地処理}{や養生|から養生}から仕上げまで{一通り覚えられます|順番に覚えていけます|すべて経験できます}。',
        'マンションの大規模修繕工事で、外壁や鉄部の塗装をお任せします。',
      ],
      qualification: '未経験の方も歓迎（塗装経験者は優遇）',
    },
    {
      key: 'steel_painter',
      label: '鉄部・橋梁塗装工',
      weight: 1,
      features: [],
      duties: ['橋や工場設備など鋼構造物のさび止めと塗装を担当していただきます。'],
      qualification: '塗装の経験がある方',
      pay: 1.1,
    },
  ],
  hiring: [
    ['regular', 75],
    ['contract', 5],
    ['outsourcing', 20],
  ],
  pay: {
    regular: SITE_PAY_DAILY([11000, 16000]),
    contract: SITE_PAY_DAILY([10500, 14000]),
    outsourcing: SITE_PAY_DAILY([15000, 21000]),
  },
  shifts: [
    ['08:00', '17:00', DAY, 6],
    ['08:00', '17:30', DAY, 2],
  ],
  dayFlows: [SITE_DAY_FLOW('下地処理・塗装作業')],
  catchphrases: [
    '建物をきれいに長持ちさせる、塗装のプロへ',
    '仕上がりをお客様に喜んでもらえる仕事です',
    '一級塗装技能士が丁寧に指導します',
  ],
  suitable: [...SITE_SUITABLE, '細かい作業が好きな方'],
  notSuitable: SITE_NOT_SUITABLE,
  appeals: [
    ...SITE_APPEALS,
    ['技能士が指導', '一級建築塗装技能士の職人が、道具の使い方から丁寧に教えます。'],
  ],
  titleHooks: ['手に職', '未経験歓迎', '技能士取得支援'],
  afterJoining: SITE_AFTER_JOINING,
  workNotes: [
    '塗料は環境や健康に配慮した水性塗料を中心に使っています。',
    '雨の日は倉庫での道具の手入れや練習の日にしています。',
  ],
  conditions: SITE_CONDITIONS,
  comments: [
    'お客様から「家が新築みたいになった」と言ってもらえた日は本当にうれしかったです。',
    '技能士の資格を取って日給が上がりました。',
  ],
};

export const PLASTERING: OccupationProfile = {
  nameEn: 'plastering',
  kinds: [
    {
      key: 'plasterer',
      label: '左官職人',
      weight: 1,
      features: [],
      duties: [
        '住宅や店舗の壁・床に、モルタルや漆喰、珪藻土をこてで塗って仕上げるお仕事です。',
        '{新築住宅|店舗}の{外壁|内壁}を{モルタル|漆喰|珪藻土}で{塗り上げる|仕上げる}左官工事を、{親方|先輩職人}と一緒に担当していただきます。',
        'マンションの共用部や駐車場の土間コンクリートの仕上げを担当していただきます。',
      ],
      qualification: '未経験の方も歓迎（左官技能士をお持ちの方は優遇）',
    },
  ],
  hiring: [
    ['regular', 80],
    ['outsourcing', 20],
  ],
  pay: {
    regular: SITE_PAY_DAILY([11000, 16000]),
    outsourcing: SITE_PAY_DAILY([15000, 21000]),
  },
  shifts: SITE_SHIFTS.slice(0, 3),
  dayFlows: [SITE_DAY_FLOW('下地づくり・こて塗り')],
  catchphrases: [
    'こて一本で仕上げる、伝統と技術の仕事',
    '親方のもとで、一生ものの技術を身につけませんか',
  ],
  suitable: [...SITE_SUITABLE, 'じっくり技術を磨きたい方'],
  notSuitable: SITE_NOT_SUITABLE,
  appeals: [
    ...SITE_APPEALS,
    [
      '一生ものの技術',
      '左官は機械に置き換えにくい技術。{身につければ|覚えれば}{長く活躍できます|年齢を重ねても続けられます|一生の仕事になります}。',
    ],
  ],
  titleHooks: ['伝統の技術', '手に職', '未経験歓迎'],
  afterJoining: SITE_AFTER_JOINING,
  workNotes: ['練習用の壁を用意しており、空いた時間にこて塗りの練習ができます。'],
  conditions: SITE_CONDITIONS,
  comments: ['親方が厳しくも丁寧に教えてくれて、3年目で現場の仕上げを任されるようになりました。'],
};

export const INTERIOR_FINISHING: OccupationProfile = {
  nameEn: 'interior_finishing',
  kinds: [
    {
      key: 'cloth',
      label: 'クロス職人',
      weight: 2,
      features: [],
      duties: [
        '新築マンションや住宅のリフォームで、壁紙（クロス）の張り替えを担当していただきます。',
      ],
      qualification: '未経験の方も歓迎します',
    },
    {
      key: 'board',
      label: '内装工（ボード・軽鉄）',
      weight: 2,
      features: [],
      duties: [
        'オフィスや店舗の内装工事で、軽量鉄骨の下地組みと石膏ボードの張り付けを担当していただきます。',
      ],
      qualification: '未経験の方も歓迎します',
    },
    {
      key: 'floor',
      label: '床仕上げ工',
      weight: 1,
      features: [],
      duties: ['商業施設や病院で、長尺シートやフロアタイルなどの床材を施工していただきます。'],
      qualification: '内装工事の経験がある方歓迎',
    },
  ],
  hiring: [
    ['regular', 70],
    ['contract', 5],
    ['part_time', 5],
    ['outsourcing', 20],
  ],
  pay: {
    regular: { option: 'monthly', lowest: [230000, 300000], spread: [0.15, 0.5] },
    contract: SITE_PAY_DAILY([10500, 14000]),
    part_time: { option: 'hourly', lowest: [1150, 1400], spread: [0.05, 0.3] },
    outsourcing: SITE_PAY_DAILY([15000, 22000]),
  },
  shifts: [
    ['08:00', '17:00', DAY, 6],
    ['09:00', '18:00', DAY, 2],
    ['20:00', '05:00', NIGHT, 1],
  ],
  dayFlows: [SITE_DAY_FLOW('内装の施工')],
  catchphrases: [
    '{空間を仕上げる最後の仕事|内装は建物の最後の仕上げ}。{きれいに仕上がる達成感があります|仕上がった瞬間の達成感は格別です}',
    '屋内中心の現場で、天候に左右されにくいお仕事です',
  ],
  suitable: [...SITE_SUITABLE, '細かい作業や仕上がりにこだわれる方'],
  notSuitable: SITE_NOT_SUITABLE,
  appeals: [
    ...SITE_APPEALS,
    ['屋内の現場が中心', '暑さ寒さや雨の影響を受けにくく、体への負担が少なめです。'],
  ],
  titleHooks: ['屋内作業中心', '未経験歓迎', '月給制'],
  afterJoining: SITE_AFTER_JOINING,
  workNotes: ['店舗の改装工事では夜間作業になることがあり、その場合は手当が付きます。'],
  conditions: { ...SITE_CONDITIONS, 166: 0.15 },
  comments: [
    '室内の現場が多いので、夏場も体が楽です。',
    '自分が仕上げた部屋をお客様が喜んでくれるのがやりがいです。',
  ],
};

export const ELECTRICAL_CONSTRUCTION: OccupationProfile = {
  nameEn: 'electrical_construction',
  kinds: [
    {
      key: 'building_electrician',
      label: '電気工事士',
      weight: 4,
      features: [],
      duties: [
        'ビルやマンション、工場の新築・改修工事で、配線や照明器具、分電盤の取り付けを担当していただきます。',
        '住宅のコンセント増設やエアコン専用回路の工事など、暮らしに身近な電気工事をお任せします。',
      ],
      qualification: '第二種電気工事士の資格をお持ちの方（未取得の方は見習いからスタート）',
    },
    {
      key: 'solar',
      label: '太陽光・蓄電池の電気工事スタッフ',
      weight: 1,
      features: [],
      duties: [
        '住宅や工場の屋根に設置する太陽光パネルと蓄電池の配線・接続工事を担当していただきます。',
      ],
      qualification: '第二種電気工事士の資格をお持ちの方',
    },
    {
      key: 'telecom',
      label: '通信設備工事スタッフ',
      weight: 1,
      features: [],
      duties: [
        'オフィスや商業施設で、LAN配線や防犯カメラ、通信機器の設置工事を担当していただきます。',
      ],
      qualification: '未経験の方も歓迎（電気工事士の資格をお持ちの方は優遇）',
      pay: 0.95,
    },
  ],
  hiring: [
    ['regular', 85],
    ['contract', 5],
    ['outsourcing', 10],
  ],
  pay: {
    regular: { option: 'monthly', lowest: [230000, 330000], spread: [0.2, 0.55] },
    contract: { option: 'monthly', lowest: [220000, 280000], spread: [0.1, 0.3] },
    outsourcing: SITE_PAY_DAILY([16000, 22000]),
  },
  shifts: [
    ['08:00', '17:00', DAY, 6],
    ['08:30', '17:30', DAY, 2],
    ['21:00', '06:00', NIGHT, 1],
  ],
  dayFlows: [SITE_DAY_FLOW('配線・器具の取り付け')],
  catchphrases: [
    '電気工事士の資格を、一生の武器に',
    '暮らしと社会に欠かせない電気を支えるお仕事です',
    '資格手当あり。経験に応じて給与を決めます',
  ],
  suitable: [...SITE_SUITABLE, '電気や機械の仕組みに興味がある方'],
  notSuitable: [...SITE_NOT_SUITABLE, '確認作業を面倒に感じる方'],
  appeals: [
    ['資格手当あり', '第一種・第二種電気工事士の資格手当を毎月支給しています。'],
    ['資格取得を全額負担', '電気工事士や施工管理技士の受験費用は会社が負担します。'],
    ['工具は会社が支給', '工具一式と作業着は会社が用意します。'],
  ],
  titleHooks: ['資格手当あり', '手に職', '安定の電気工事'],
  afterJoining: SITE_AFTER_JOINING,
  workNotes: [
    '先輩とペアで現場に入るので、図面の読み方から少しずつ覚えられます。',
    '元請けからの直接受注が中心で、工期に無理のない現場が多いです。',
  ],
  conditions: { ...SITE_CONDITIONS, 15: 0.3, 20: 0.45, 31: 0.7, 45: 0.1, 66: 0.65 },
  comments: [
    '第二種電気工事士を取ったばかりでしたが、先輩が丁寧に教えてくれました。',
    '資格手当がついて、毎月の給料が目に見えて増えました。',
    '電気が通った瞬間の達成感はこの仕事ならではです。',
  ],
};

export const PLUMBING: OccupationProfile = {
  nameEn: 'plumbing',
  kinds: [
    {
      key: 'water',
      label: '配管工（給排水）',
      weight: 3,
      features: [],
      duties: [
        'マンションや住宅の新築現場で、給水管・排水管の配管工事を担当していただきます。',
        '水道管の修理やトイレ・キッチンなど水まわりの交換工事をお任せします。',
      ],
      qualification: '未経験の方も歓迎（配管技能士や給水装置工事主任技術者をお持ちの方は優遇）',
    },
    {
      key: 'hvac',
      label: '空調・設備配管工',
      weight: 2,
      features: [],
      duties: [
        'ビルや工場で、空調設備の冷媒管・ダクトの施工と機器の据え付けを担当していただきます。',
      ],
      qualification: '設備配管の経験がある方歓迎',
      pay: 1.05,
    },
  ],
  hiring: [
    ['regular', 85],
    ['contract', 5],
    ['outsourcing', 10],
  ],
  pay: {
    regular: { option: 'monthly', lowest: [230000, 320000], spread: [0.15, 0.5] },
    contract: { option: 'monthly', lowest: [220000, 270000], spread: [0.1, 0.3] },
    outsourcing: SITE_PAY_DAILY([15000, 21000]),
  },
  shifts: SITE_SHIFTS.slice(0, 3),
  dayFlows: [SITE_DAY_FLOW('配管の施工')],
  catchphrases: [
    '水と空気のライフラインを支える技術者へ',
    '生活に欠かせない仕事だから、景気に左右されにくい',
  ],
  suitable: [...SITE_SUITABLE, 'コツコツと正確な作業ができる方'],
  notSuitable: SITE_NOT_SUITABLE,
  appeals: [
    ...SITE_APPEALS,
    ['景気に左右されにくい', '新築からメンテナンスまで仕事があり、安定して働けます。'],
  ],
  titleHooks: ['ライフラインを支える', '未経験歓迎', '資格取得支援'],
  afterJoining: SITE_AFTER_JOINING,
  workNotes: ['工事の多くは元請けからの直接受注で、無理な工期の現場はほとんどありません。'],
  conditions: { ...SITE_CONDITIONS, 20: 0.4, 45: 0.1, 66: 0.6 },
  comments: ['水漏れを直してお客様にお礼を言われると、この仕事を選んでよかったと思います。'],
};

export const MINING: OccupationProfile = {
  nameEn: 'mining',
  kinds: [
    {
      key: 'quarry',
      label: '採石場の重機オペレーター',
      weight: 2,
      features: [],
      duties: [
        '採石場でホイールローダーや重ダンプを操作し、原石の採掘と運搬を担当していただきます。',
      ],
      qualification: '車両系建設機械運転技能者の資格をお持ちの方（大型特殊免許があれば優遇）',
      pay: 1.05,
    },
    {
      key: 'plant',
      label: '砕石プラントスタッフ',
      weight: 1,
      features: [],
      duties: [
        '砕石プラントで破砕機の運転監視、点検、製品の出荷管理を担当していただきます。',
        '{採石場|砕石工場}の{プラント|破砕・ふるい分け設備}を{操作盤で|中央の制御室から}動かし、{砕石の品質管理|製品の検査}と出荷を担当していただきます。',
      ],
      qualification: '未経験の方も歓迎します',
    },
  ],
  hiring: [
    ['regular', 90],
    ['contract', 10],
  ],
  pay: {
    regular: { option: 'monthly', lowest: [230000, 300000], spread: [0.15, 0.4] },
    contract: { option: 'monthly', lowest: [210000, 260000], spread: [0.1, 0.3] },
  },
  shifts: [
    ['08:00', '17:00', DAY, 5],
    ['07:30', '16:30', DAY, 2],
  ],
  dayFlows: [
    [
      '7:30 出社・朝礼',
      '8:00 重機とプラントの始業点検',
      '8:30 原石の採掘・運搬',
      '12:00 休憩',
      '13:00 プラントの運転・製品の出荷',
      '16:30 点検・清掃',
      '17:00 退勤',
    ],
  ],
  catchphrases: ['大型重機を操る、スケールの大きな仕事', '道路や建物の材料を生み出す仕事です'],
  suitable: [
    '大きな機械を動かすことに興味がある方',
    '自然の中で働きたい方',
    '安全を第一に考えられる方',
  ],
  notSuitable: ['決められた安全手順を守れない方', 'ほこりの多い環境がどうしても苦手な方'],
  appeals: [
    ['大型重機の資格取得支援', '大型特殊免許や車両系建設機械の資格を会社負担で取れます。'],
    ['転勤なし', '地元の採石場での勤務で、転勤はありません。'],
  ],
  titleHooks: ['大型重機', '転勤なし', '資格取得支援'],
  afterJoining: [
    '入社後は{鉱山保安教育|保安講習}を受けていただき、{先輩|ベテラン}のもとで{プラントの運転|設備の操作}から覚えていただきます。{重機の資格取得後|資格を取ったあと|経験を積んだら}は{オペレーター|重機オペレーター}として{活躍していただきます|現場を任せます}。',
  ],
  workNotes: [
    '採石場は郊外にあるため、マイカー通勤の方がほとんどです。{駐車場は無料です|従業員用の駐車場があります|駐車場代はかかりません}。',
  ],
  conditions: { 11: 0.4, 12: 0.6, 15: 0.3, 20: 0.4, 31: 0.6, 37: 0.2, 43: 0.9, 66: 0.6 },
  comments: ['大きな重機を動かすのは想像以上に面白く、毎日飽きません。'],
};

export const CHIEF_ELECTRICAL_ENGINEER: OccupationProfile = {
  nameEn: 'chief_electrical_engineer',
  kinds: [
    {
      key: 'building',
      label: '電気主任技術者（ビル・施設）',
      weight: 2,
      features: [],
      duties: [
        'オフィスビルや商業施設の受変電設備の保安監督、月次・年次点検、工事の立会いを担当していただきます。',
      ],
      qualification: '第三種電気主任技術者以上の資格をお持ちの方',
    },
    {
      key: 'plant',
      label: '電気主任技術者（工場・発電所）',
      weight: 1,
      features: [],
      duties: ['工場や太陽光発電所の電気設備の保安管理と点検計画の作成をお任せします。'],
      qualification: '第三種電気主任技術者以上の資格をお持ちの方（実務経験3年以上）',
      pay: 1.1,
    },
  ],
  hiring: [
    ['regular', 80],
    ['contract', 20],
  ],
  pay: {
    regular: { option: 'monthly', lowest: [300000, 420000], spread: [0.2, 0.5] },
    contract: { option: 'monthly', lowest: [280000, 380000], spread: [0.1, 0.3] },
  },
  shifts: [
    ['08:30', '17:30', DAY, 5],
    ['09:00', '18:00', DAY, 3],
  ],
  dayFlows: [
    [
      '8:30 出社・当日の点検予定の確認',
      '9:30 担当施設で月次点検',
      '12:00 休憩',
      '13:00 別の施設で工事の立会い',
      '15:30 帰社・点検報告書の作成',
      '17:30 退勤',
    ],
  ],
  catchphrases: [
    '電験の資格を、正当に評価する会社です',
    '{60代も活躍中|ベテランも活躍中}。{経験を活かして長く働けます|資格と経験が何よりの武器です}',
  ],
  suitable: [
    '電気設備の保安に責任を持って取り組める方',
    '計画的に仕事を進められる方',
    'お客様と丁寧にやり取りできる方',
  ],
  notSuitable: ['点検や記録を省略してしまいがちな方'],
  appeals: [
    ['資格手当が充実', '電験三種で月3万円、二種で月5万円の資格手当があります。'],
    ['定年後も活躍', '65歳定年、その後も嘱託として働き続けられます。'],
    ['土日休み中心', '点検は平日の日中が中心で、休日出勤は月1回程度です。'],
  ],
  titleHooks: ['電験三種以上', '資格手当充実', 'シニア活躍中'],
  afterJoining: [
    '入社後は{担当予定の施設|受け持つ予定の事業所}を{先輩|先輩技術者}と一緒に回り、{設備と点検手順|受電設備と点検の手順}を確認していただきます。{慣れたら|半年ほどで|一通り覚えたら|1年ほどで}{担当施設|担当の事業所|受け持ちの施設}を{持っていただきます|任せます}。',
  ],
  workNotes: ['点検は2名体制で行い、緊急時の呼び出しは当番制で負担を分け合っています。'],
  conditions: { 11: 0.05, 12: 0.4, 15: 0.6, 19: 0, 20: 0.7, 31: 0.6, 43: 0.5, 66: 0.75, 166: 0.1 },
  comments: ['資格をしっかり評価してもらえ、定年後も働ける安心感があります。'],
};

export const CONSTRUCTION_MANAGEMENT_ENGINEER: OccupationProfile = {
  nameEn: 'construction_management_engineer',
  kinds: [
    {
      key: 'building',
      label: '建築施工管理',
      weight: 4,
      features: [211],
      duties: [
        'マンションや商業施設の新築工事で、工程・品質・安全・原価の管理を担当していただきます。',
        '住宅や店舗のリフォーム工事で、職人さんの手配や工程管理、お客様との打ち合わせをお任せします。',
      ],
      qualification: '建築施工管理の経験がある方（1級・2級建築施工管理技士をお持ちの方は優遇）',
    },
    {
      key: 'civil',
      label: '土木施工管理',
      weight: 3,
      features: [212],
      duties: [
        '道路や河川、上下水道などの公共工事で、施工計画の作成と現場管理を担当していただきます。',
      ],
      qualification: '土木施工管理の経験がある方（1級・2級土木施工管理技士をお持ちの方は優遇）',
    },
    {
      key: 'electrical',
      label: '電気工事施工管理',
      weight: 2,
      features: [213],
      duties: [
        'ビルや工場の電気設備工事で、工程管理と協力会社の調整、品質管理を担当していただきます。',
      ],
      qualification: '電気工事の施工管理経験がある方（電気工事施工管理技士をお持ちの方は優遇）',
    },
    {
      key: 'plumbing',
      label: '管工事施工管理',
      weight: 2,
      features: [214],
      duties: [
        '空調・給排水設備の工事で、施工図の確認から工程・安全管理までを担当していただきます。',
      ],
      qualification: '管工事の施工管理経験がある方（管工事施工管理技士をお持ちの方は優遇）',
    },
  ],
  hiring: [
    ['regular', 85],
    ['contract', 10],
    ['dispatch', 5],
  ],
  pay: {
    regular: { option: 'monthly', lowest: [280000, 420000], spread: [0.25, 0.6] },
    contract: { option: 'monthly', lowest: [280000, 380000], spread: [0.1, 0.35] },
    dispatch: { option: 'hourly', lowest: [1900, 2600], spread: [0.05, 0.3] },
  },
  shifts: [
    ['08:00', '17:00', DAY, 5],
    ['08:00', '17:30', DAY, 3],
  ],
  dayFlows: [
    [
      '7:45 現場事務所に出勤',
      '8:00 朝礼・KY活動・作業内容の確認',
      '9:00 現場巡回（品質・安全の確認、写真撮影）',
      '12:00 休憩',
      '13:00 協力会社との打ち合わせ・工程調整',
      '15:00 書類作成（施工計画書・検査書類）',
      '17:00 翌日の段取り確認・退勤',
    ],
  ],
  catchphrases: [
    '施工管理の経験を、正当に評価します',
    '残業削減に本気で取り組む建設会社です',
    '地図に残る仕事を、チームでつくりあげる',
  ],
  suitable: [
    '人と協力して大きな仕事を進めたい方',
    '段取りを考えるのが好きな方',
    '責任感を持って最後までやり遂げられる方',
  ],
  notSuitable: ['人と話すことがどうしても苦手な方', '計画や記録を軽く考えてしまう方'],
  appeals: [
    [
      '書類作業は専任スタッフがサポート',
      '工事書類は事務スタッフが作成を手伝い、現場管理に集中できます。',
    ],
    ['完全週休2日を推進', '4週8閉所の現場を増やし、休日を確保しています。'],
    ['資格手当あり', '1級施工管理技士で月3万円の資格手当を支給します。'],
  ],
  titleHooks: ['年収アップ', '4週8休', '資格手当あり'],
  afterJoining: [
    '入社後は{所長|現場代理人}や先輩のもとで現場に入り、{会社の書類や品質基準|工事書類の書き方や品質基準}を覚えていただきます。{経験に応じて|これまでの経験を見ながら}、{中規模|小規模}の現場から{担当していただきます|任せていきます}。',
  ],
  workNotes: [
    '施工管理アプリとタブレットを導入し、写真整理や書類作成の時間を減らしています。',
    '現場は原則2名以上の体制で、一人に負担が集中しないようにしています。',
  ],
  conditions: {
    11: 0.1,
    12: 0.3,
    15: 0.35,
    20: 0.55,
    31: 0.75,
    37: 0.1,
    43: 0.5,
    66: 0.85,
    166: 0.15,
  },
  comments: [
    '前職より休みが増え、年収も上がりました。書類のサポートが本当に助かっています。',
    '若手にも現場を任せてくれるので、成長を実感しています。',
  ],
};
