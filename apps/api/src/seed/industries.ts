import type { OccupationNameEn } from '@jobsite/domain/masters';
import type { PrimaryWork } from '../data/primary-industry-places';

/** [weight, allowed kind keys (all kinds of the occupation when absent)]. */
export type OccupationPosting = readonly [weight: number, kinds?: readonly string[]];

/**
 * The kinds of hiring companies. A company has one industry, which decides its name, its
 * profile texts, which occupations (and kinds of job) it posts and where it tends to be.
 */
export interface Industry {
  readonly key: string;
  /** Share of companies, before scaling. */
  readonly share: number;
  /** Words the company name ends with (運輸, 建設 …). */
  readonly nameWords: readonly string[];
  /** What an office of this industry is called (営業所, 工場 …). */
  readonly officeWords: readonly string[];
  readonly businessDescriptions: readonly string[];
  readonly introductions: readonly string[];
  /** Occupations posted: slug → [weight, allowed kind keys (all when absent)]. */
  readonly occupations: Readonly<Partial<Record<OccupationNameEn, OccupationPosting>>>;
  /** Multiplier on a prefecture's population weight for where companies are. */
  readonly prefectureBias?: Readonly<Record<number, number>>;
  /** Who the company works for (会社情報の主要取引先), one picked per company. */
  readonly mainClients: readonly string[];
  /**
   * Work that exists only in some municipalities: the company's offices are all in the
   * curated ones (data/primary-industry-places.ts, decision 0043).
   */
  readonly places?: PrimaryWork;
  /** Vehicles owned: [min, max]; undefined for industries without a fleet. */
  readonly vehicles?: readonly [number, number];
}

const TRUCK_KINDS = [
  'large_truck',
  'medium_truck',
  'semi_medium_truck',
  'route_delivery',
  'trailer',
];

/** Rural prefectures (Tohoku, Hokuriku, Shikoku, Kyushu …) get more farms, forests, fishing ports. */
const RURAL = { 1: 6, 2: 3, 3: 4, 5: 3, 6: 3, 7: 2, 20: 2, 32: 3, 39: 4, 43: 3, 45: 4, 46: 4 };
const COASTAL = { 1: 8, 2: 3, 3: 3, 4: 4, 17: 2, 22: 2, 38: 3, 42: 5, 46: 3, 47: 2 };

export const INDUSTRIES: readonly Industry[] = [
  {
    key: 'trucking',
    share: 26,
    nameWords: ['運輸', '運送', '物流', '急便', 'トランスポート', '陸運'],
    officeWords: ['営業所', '配送センター', '物流センター'],
    businessDescriptions: [
      '一般貨物自動車運送事業、倉庫業',
      '食品・日用品の配送、共同配送センターの運営',
      '建材・機械部品の輸送、貸切便',
    ],
    introductions: [
      '{name}は、食品や日用品を中心に地域の物流を支える運送会社です。安全運行を何より大切にし、Gマーク（安全性優良事業所）の認定を受けています。',
      '創業以来、荷主様の大切な荷物を安全・確実に届けてきました。ドライバーが働きやすい運行計画づくりに力を入れています。',
    ],
    mainClients: [
      '大手食品メーカー、地元スーパー、共同配送センター',
      '建材メーカー、機械部品メーカー、商社',
      '飲料メーカー、大手通販会社の物流センター',
    ],
    occupations: {
      driver: [12, TRUCK_KINDS],
      operation_manager: [1.2, ['cargo', 'dispatcher']],
      forklift: [1, ['warehouse']],
      car_mechanic: [0.4, ['truck_mechanic']],
    },
    vehicles: [15, 180],
  },
  {
    key: 'logistics',
    share: 8,
    nameWords: ['ロジスティクス', '物流', '倉庫', 'ロジテック'],
    officeWords: ['物流センター', '倉庫', '配送センター'],
    businessDescriptions: ['倉庫業、物流センター運営、流通加工', '3PL事業、保管・入出庫業務'],
    introductions: [
      '{name}は、メーカーや通販会社の物流を一括して請け負う物流会社です。最新の倉庫管理システムを導入し、働きやすい倉庫づくりを進めています。',
    ],
    mainClients: [
      '大手通販会社、日用品メーカー',
      '家電メーカー、アパレル通販、ドラッグストアチェーン',
      '食品メーカー、地域の小売店',
    ],
    occupations: {
      forklift: [6, ['warehouse', 'reach']],
      driver: [3, ['medium_truck', 'semi_medium_truck', 'route_delivery']],
      operation_manager: [0.4, ['dispatcher']],
    },
    vehicles: [5, 60],
  },
  {
    key: 'taxi',
    share: 4,
    nameWords: ['交通', 'タクシー', '自動車交通'],
    officeWords: ['営業所', '本社営業所'],
    businessDescriptions: ['一般乗用旅客自動車運送事業（タクシー）、介護タクシー'],
    introductions: [
      '{name}は、地域の皆さまの移動を支えるタクシー会社です。配車アプリにも対応し、効率よく営業できる環境を整えています。',
    ],
    mainClients: [
      '一般のお客様、ホテル・病院、地元企業',
      '配車アプリ利用のお客様、観光客、介護施設',
    ],
    occupations: { driver: [10, ['taxi']], operation_manager: [0.6, ['passenger']] },
    prefectureBias: { 13: 1.6, 27: 1.4, 14: 1.2, 23: 1.2, 26: 1.3 },
    vehicles: [20, 250],
  },
  {
    key: 'bus',
    share: 2,
    nameWords: ['バス', '観光バス', '交通'],
    officeWords: ['営業所', '車庫'],
    businessDescriptions: ['一般乗合旅客自動車運送事業、貸切バス事業、送迎バスの運行受託'],
    introductions: [
      '{name}は、路線バスと送迎バスで地域の足を守っています。運転士の健康管理と安全教育に力を入れています。',
    ],
    mainClients: [
      '自治体（路線バス運行）、地元企業の送迎',
      '観光会社、学校・幼稚園、企業の従業員送迎',
    ],
    occupations: { driver: [8, ['bus']], operation_manager: [0.6, ['passenger']] },
    vehicles: [20, 200],
  },
  {
    key: 'waste',
    share: 3,
    nameWords: ['環境', 'クリーンサービス', '環境サービス', 'エコ'],
    officeWords: ['営業所', 'リサイクルセンター'],
    businessDescriptions: ['一般廃棄物・産業廃棄物の収集運搬、中間処理、リサイクル'],
    introductions: [
      '{name}は、ごみの収集からリサイクルまでを担う環境サービス会社です。自治体からの委託業務が中心で、経営は安定しています。',
    ],
    mainClients: ['市町村（一般廃棄物の収集委託）、商業施設', '工場、建設会社、病院・事業所'],
    occupations: {
      driver: [8, ['garbage', 'industrial_waste']],
      demolition: [0.5, ['demolition_worker']],
    },
    vehicles: [10, 80],
  },
  {
    key: 'materials',
    share: 3,
    nameWords: ['生コン', '建材', '興業', '砕石'],
    officeWords: ['工場', '営業所', 'プラント'],
    businessDescriptions: [
      '生コンクリートの製造・販売、建設資材の運搬',
      '砂利・砕石の販売、土砂運搬',
    ],
    introductions: [
      '{name}は、生コンクリートや砕石など建設に欠かせない資材を製造・運搬しています。地域の公共工事を支える会社です。',
    ],
    mainClients: ['地元ゼネコン、工務店、生コン販売店', '道路会社、土木会社、公共工事の元請け'],
    occupations: { driver: [7, ['dump', 'mixer']], mining: [0.6, ['plant']] },
    vehicles: [10, 60],
  },
  {
    key: 'petroleum',
    share: 1,
    nameWords: ['石油', '燃料', 'エネルギー'],
    officeWords: ['油槽所', '営業所'],
    businessDescriptions: ['石油製品の販売・輸送、ガソリンスタンドの運営'],
    introductions: [
      '{name}は、ガソリンや灯油などのエネルギーを地域に届けています。危険物の輸送を長年担ってきた安全管理のノウハウが強みです。',
    ],
    mainClients: ['ガソリンスタンド、運送会社、工場', '石油元売り各社、化学メーカー'],
    occupations: { driver: [8, ['tanker']] },
    vehicles: [8, 40],
  },
  {
    key: 'light_cargo',
    share: 3,
    nameWords: ['エクスプレス', 'デリバリー', '配送', 'サービス'],
    officeWords: ['配送センター', '営業所'],
    businessDescriptions: ['軽貨物運送事業、ネット通販の宅配業務受託'],
    introductions: [
      '{name}は、ネット通販の荷物を中心に軽貨物の宅配を行っています。車両のリースや開業の手続きまでサポートしています。',
    ],
    mainClients: ['大手宅配会社、ネット通販会社', '地元企業、医療機関、印刷会社'],
    occupations: { driver: [8, ['light_cargo', 'hiace']] },
    vehicles: [10, 120],
  },
  {
    key: 'general_construction',
    share: 10,
    nameWords: ['建設', '工務店', '組', '建工', '建設工業'],
    officeWords: ['支店', '営業所', '現場事務所'],
    businessDescriptions: [
      '総合建設業（建築一式工事・土木一式工事）',
      '住宅・マンション・商業施設の設計施工、リフォーム',
    ],
    introductions: [
      '{name}は、住宅から公共施設まで幅広い建物を手がける総合建設会社です。地元の協力会社と長く信頼関係を築いてきました。',
      '地域の街づくりに関わって長い歴史のある建設会社です。若手の育成と働き方改革に力を入れています。',
    ],
    mainClients: [
      '国・県・市などの公共機関、民間デベロッパー',
      '大手ゼネコン、地元工務店、自治体',
      'ハウスメーカー、個人のお客様',
    ],
    occupations: {
      construction: [4],
      construction_management_engineer: [3, ['building', 'civil']],
      scaffolder: [0.6],
      civil_engineering: [1],
      demolition: [0.3],
      driver: [0.3, ['dump']],
    },
  },
  {
    key: 'civil',
    share: 6,
    nameWords: ['土木', '建設', '組', '興業'],
    officeWords: ['営業所', '現場事務所', '資材置場'],
    businessDescriptions: [
      '土木工事業、舗装工事業、とび・土工工事業',
      '上下水道工事、河川・道路の維持管理',
    ],
    introductions: ['{name}は、道路や河川などの公共工事を中心に地域のインフラを守る土木会社です。'],
    mainClients: ['国土交通省、県・市町村（公共工事）', '大手ゼネコン、道路会社、NEXCO関連会社'],
    occupations: {
      civil_engineering: [5],
      construction: [1, ['general_worker']],
      construction_management_engineer: [1.5, ['civil']],
      driver: [0.6, ['dump']],
    },
  },
  {
    key: 'scaffolding',
    share: 4,
    nameWords: ['鳶', '工業', '建設', '足場'],
    officeWords: ['資材センター', '営業所'],
    businessDescriptions: ['とび・土工工事業、足場仮設工事、鉄骨建方'],
    introductions: [
      '{name}は、住宅から大型建築まで足場工事を手がける鳶の会社です。若い職人が多く活躍しています。',
    ],
    mainClients: [
      '大手ゼネコン、地元工務店、ハウスメーカー',
      '塗装会社、リフォーム会社、プラント建設会社',
    ],
    occupations: { scaffolder: [5], demolition: [0.5] },
  },
  {
    key: 'painting',
    share: 3,
    nameWords: ['塗装', '塗工', 'ペイント'],
    officeWords: ['営業所', '作業場'],
    businessDescriptions: ['塗装工事業、防水工事、外壁リフォーム'],
    introductions: [
      '{name}は、住宅や建物の塗装・防水工事を手がけています。一級塗装技能士が多数在籍しています。',
    ],
    mainClients: [
      'マンション管理組合、リフォーム会社、ゼネコン',
      '工務店、ハウスメーカー、個人のお客様',
    ],
    occupations: { painting: [5], interior_finishing: [0.3, ['cloth']] },
  },
  {
    key: 'plastering',
    share: 1.2,
    nameWords: ['左官', '工業', '建業'],
    officeWords: ['作業場', '営業所'],
    businessDescriptions: ['左官工事業、タイル工事、土間コンクリート工事'],
    introductions: [
      '{name}は、創業以来こて仕事一筋の左官工事会社です。伝統の技術を若い世代に伝えています。',
    ],
    mainClients: ['地元工務店、ハウスメーカー、寺社', 'ゼネコン、内装会社、個人のお客様'],
    occupations: { plastering: [5], interior_finishing: [0.3, ['floor']] },
  },
  {
    key: 'interior',
    share: 3,
    nameWords: ['内装', 'インテリア', '装飾', 'リフォーム'],
    officeWords: ['営業所', '作業場'],
    businessDescriptions: ['内装仕上工事業、店舗改装工事、住宅リフォーム'],
    introductions: [
      '{name}は、オフィスや店舗、住宅の内装工事を手がけています。丁寧な仕上がりで多くのお客様に選ばれています。',
    ],
    mainClients: [
      '店舗チェーン、内装デザイン事務所、ゼネコン',
      'マンション管理会社、リフォーム会社、工務店',
    ],
    occupations: { interior_finishing: [5], painting: [0.3, ['building_painter']] },
  },
  {
    key: 'demolition',
    share: 2,
    nameWords: ['解体', '工業', '興業'],
    officeWords: ['営業所', '資材置場'],
    businessDescriptions: ['解体工事業、産業廃棄物収集運搬、アスベスト除去工事'],
    introductions: [
      '{name}は、木造住宅からビルまで解体工事を手がけています。分別とリサイクルを徹底しています。',
    ],
    mainClients: ['ゼネコン、不動産会社、個人のお客様', '自治体（公共施設の解体）、ハウスメーカー'],
    occupations: { demolition: [5], driver: [0.6, ['dump', 'industrial_waste']] },
  },
  {
    key: 'electrical',
    share: 6,
    nameWords: ['電気工事', '電設', '電工', '電気'],
    officeWords: ['営業所', '支店'],
    businessDescriptions: [
      '電気工事業、電気通信工事業、消防施設工事',
      '太陽光発電設備・蓄電池の設置工事',
    ],
    introductions: [
      '{name}は、ビルや工場、住宅の電気設備工事を手がけています。有資格者が多く、大手ゼネコンからの信頼も厚い会社です。',
    ],
    mainClients: ['ゼネコン、ハウスメーカー、電力会社の関連会社', '工場、商業施設、自治体'],
    occupations: {
      electrical_construction: [5],
      construction_management_engineer: [1, ['electrical']],
      chief_electrical_engineer: [0.3],
    },
  },
  {
    key: 'facility',
    share: 4,
    nameWords: ['設備', '管工業', '水道', '空調'],
    officeWords: ['営業所', '支店'],
    businessDescriptions: ['管工事業、給排水衛生設備工事、空調設備工事'],
    introductions: ['{name}は、給排水や空調など建物に欠かせない設備工事を行っています。'],
    mainClients: ['ゼネコン、設備会社、マンション管理会社', '病院、学校、商業施設'],
    occupations: {
      plumbing: [5],
      construction_management_engineer: [1, ['plumbing']],
      mechanical_maintenance: [0.4, ['building_equipment']],
    },
  },
  {
    key: 'power_management',
    share: 1.5,
    nameWords: ['電気保安', 'ビルサービス', 'エンジニアリング', 'テクノサービス'],
    officeWords: ['事業所', '営業所'],
    businessDescriptions: ['電気設備の保安管理業務、ビル設備管理'],
    introductions: ['{name}は、ビルや工場の電気設備を保安管理する専門会社です。'],
    mainClients: [
      'ビル・工場・病院などの自家用電気工作物の設置者',
      '太陽光発電所の事業者、商業施設',
    ],
    occupations: {
      chief_electrical_engineer: [4],
      mechanical_maintenance: [1, ['building_equipment']],
    },
  },
  {
    key: 'car_maintenance',
    share: 6,
    nameWords: ['自動車', 'モータース', '自動車整備', 'オート'],
    officeWords: ['工場', 'サービス工場', '店'],
    businessDescriptions: [
      '自動車分解整備事業（指定工場）、車検、板金塗装',
      '大型車の整備・車検、部品販売',
    ],
    introductions: [
      '{name}は、地域のお客様のお車を車検から修理まで支える整備会社です。国の指定工場として認証を受けています。',
    ],
    mainClients: [
      '地元ディーラー、運送会社、個人のお客様',
      'リース会社、自治体の公用車、法人のお客様',
    ],
    occupations: { car_mechanic: [6] },
  },
  {
    key: 'manufacturing',
    share: 4,
    nameWords: ['工業', '製作所', '産業', '精工'],
    officeWords: ['工場', '第二工場', '物流センター'],
    businessDescriptions: ['自動車部品の製造', '食品の製造・加工', '金属加工、産業機械の製造'],
    introductions: [
      '{name}は、高い品質が求められる製品をつくるメーカーです。設備投資と人材育成に力を入れています。',
    ],
    mainClients: ['大手自動車メーカー系列、機械メーカー', '食品メーカー、化学メーカー、商社'],
    occupations: {
      mechanical_maintenance: [4, ['factory_equipment']],
      forklift: [2, ['factory']],
    },
    prefectureBias: { 23: 1.8, 22: 1.4, 21: 1.3, 24: 1.3, 9: 1.3, 10: 1.3 },
  },
  {
    key: 'quarry',
    share: 0.8,
    nameWords: ['砕石', '鉱業', '石灰', '採石'],
    officeWords: ['採石場', '鉱山', 'プラント'],
    businessDescriptions: ['砕石・砂利の採取と販売、石灰石の採掘'],
    introductions: ['{name}は、道路や建物の材料となる砕石を生産しています。'],
    mainClients: ['生コン工場、道路会社、地元ゼネコン', 'アスファルト合材工場、公共工事の元請け'],
    occupations: { mining: [5], driver: [1, ['dump']] },
    prefectureBias: RURAL,
  },
  {
    key: 'ranch',
    share: 1,
    nameWords: ['牧場', 'ファーム', '畜産', '酪農'],
    officeWords: ['牧場', '第二牧場'],
    businessDescriptions: ['酪農（生乳の生産）、肉用牛の肥育', '競走馬の生産・育成'],
    introductions: ['{name}は、牛たちがのびのびと過ごせる環境づくりにこだわる牧場です。'],
    mainClients: ['地元の農協、乳業メーカー', '食肉卸、地元の農協、ふるさと納税の購入者'],
    occupations: { ranch: [5] },
    places: 'ranch',
    prefectureBias: { ...RURAL, 1: 12, 13: 0.05, 27: 0.05 },
  },
  {
    key: 'forestry',
    share: 0.8,
    nameWords: ['林業', '森林', '林産', '木材'],
    officeWords: ['事業所', '作業所'],
    businessDescriptions: ['造林・育林事業、素材生産（伐採・搬出）'],
    introductions: ['{name}は、地域の森林の手入れと木材の生産を担う林業事業体です。'],
    mainClients: ['森林組合、国有林（森林管理署）、製材所', '県・市町村、木材市場、合板工場'],
    occupations: { forestry: [5] },
    places: 'forestry',
    prefectureBias: { ...RURAL, 13: 0.1, 27: 0.1 },
  },
  {
    key: 'fishing',
    share: 0.7,
    nameWords: ['水産', '漁業', '海産', 'マリン'],
    officeWords: ['漁港事務所', '加工場', '養殖場'],
    businessDescriptions: ['定置網漁業、水産物の加工・販売', '魚類・貝類の養殖、出荷'],
    introductions: ['{name}は、地元の海で獲れた新鮮な魚介を全国へ届けています。'],
    mainClients: ['地元の漁協、水産卸、市場', '量販店、飲食チェーン、水産加工会社'],
    occupations: { fishing: [5] },
    places: 'sea_fishing',
    prefectureBias: { ...COASTAL, 13: 0.1, 11: 0, 9: 0, 10: 0, 19: 0, 20: 0, 21: 0, 25: 0, 29: 0 },
  },
];
