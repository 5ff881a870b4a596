import type { OccupationNameEn } from '@jobsite/domain/masters';

/** What a job's picture shows: the vehicle or the trade (decision 0043). */
export type PictureSubject =
  | 'taxi'
  | 'bus'
  | 'dump'
  | 'mixer'
  | 'tanker'
  | 'garbage'
  | 'trailer'
  | 'van'
  | 'truck'
  | 'office'
  | 'forklift'
  | 'gear'
  | 'car_repair'
  | 'scaffold'
  | 'crane'
  | 'excavator'
  | 'roller'
  | 'electric'
  | 'pipe'
  | 'building'
  | 'barn'
  | 'tree'
  | 'boat';

type Rule = readonly [
  PictureSubject,
  (occupation: OccupationNameEn, features: ReadonlySet<number>) => boolean,
];

const is =
  (...occupations: OccupationNameEn[]) =>
  (occupation: OccupationNameEn) =>
    occupations.includes(occupation);
const driverWith =
  (...featureIds: number[]) =>
  (occupation: OccupationNameEn, features: ReadonlySet<number>) =>
    occupation === 'driver' && featureIds.some((id) => features.has(id));

/** Truck sizes (大型・中型・準中型): a small vehicle is a van unless the job has one. */
const TRUCK_SIZES = [51, 52, 53];

/**
 * The picture of a job, first rule that holds: drivers by their vehicle feature (タクシー 69,
 * バス 151, ダンプ 152 …), the others by their trade.
 */
const RULES: readonly Rule[] = [
  ['taxi', driverWith(69)],
  ['bus', driverWith(151)],
  ['dump', driverWith(152)],
  ['mixer', driverWith(148)],
  ['tanker', driverWith(141)],
  ['garbage', driverWith(147, 155)],
  ['trailer', driverWith(68)],
  [
    'van',
    (occupation, features) =>
      occupation === 'driver' &&
      (features.has(203) ||
        features.has(176) ||
        (features.has(54) && !TRUCK_SIZES.some((id) => features.has(id)))),
  ],
  ['truck', is('driver')],
  ['office', is('operation_manager')],
  ['forklift', is('forklift')],
  ['gear', is('mechanical_maintenance')],
  ['car_repair', is('car_mechanic')],
  ['scaffold', is('scaffolder')],
  ['crane', is('construction')],
  ['excavator', is('demolition', 'civil_engineering', 'mining')],
  ['roller', is('painting', 'plastering', 'interior_finishing')],
  ['electric', is('electrical_construction', 'chief_electrical_engineer')],
  ['pipe', is('plumbing')],
  ['building', is('construction_management_engineer')],
  ['barn', is('ranch')],
  ['tree', is('forestry')],
  ['boat', is('fishing')],
];

export function pictureSubjectOf(
  occupation: OccupationNameEn,
  features: ReadonlySet<number>,
): PictureSubject {
  for (const [subject, holds] of RULES) if (holds(occupation, features)) return subject;
  return 'building';
}

/** What each picture shows, for its alt text. */
const SUBJECT_WORDS: Readonly<Record<PictureSubject, string>> = {
  taxi: 'タクシー',
  bus: 'バス',
  dump: 'ダンプカー',
  mixer: 'ミキサー車',
  tanker: 'タンクローリー',
  garbage: 'ゴミ収集車',
  trailer: 'トレーラー',
  van: '配送車両',
  truck: 'トラック',
  office: '運行管理の事務所',
  forklift: 'フォークリフト',
  gear: '設備の保全',
  car_repair: '整備工場',
  scaffold: '足場',
  crane: '建設現場',
  excavator: '重機',
  roller: '塗装・仕上げの現場',
  electric: '電気設備',
  pipe: '配管',
  building: '施工中の建物',
  barn: '牧場',
  tree: '森林',
  boat: '漁船',
};

/** The illustration of a subject the web app serves (apps/web/public/images/placeholder). */
export function pictureOf(subject: PictureSubject): { url: string; words: string } {
  return { url: `/images/placeholder/scene-${subject}.svg`, words: SUBJECT_WORDS[subject] };
}

const SCENE_URL = /\/images\/placeholder\/scene-([a-z_]+)\.svg$/;

/**
 * A company's images with the one that shows this job's vehicle or trade first (a card and
 * the job page lead with the first). Images of other origins keep their order.
 */
export function fittingFirst<T extends { url: string }>(
  images: readonly T[],
  subject: PictureSubject,
): T[] {
  const index = images.findIndex((image) => SCENE_URL.exec(image.url)?.[1] === subject);
  if (index <= 0) return [...images];
  return [images[index]!, ...images.slice(0, index), ...images.slice(index + 1)];
}
