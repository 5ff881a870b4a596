import { createLookup, deepFreeze } from './define-master';
import type { OccupationCategoryId } from './occupation-categories';

/**
 * Qualification option lists (spec §3): driver licences 14, other qualifications 19,
 * electrical 7, construction management 14, mechanic 6.
 *
 * Ids are unique across all lists and grouped by hundreds so a list can grow without
 * renumbering: driver licences 1–, other 101–, electrical 201–, construction management 301–,
 * mechanic 401–. Names are unique too: 電気工事施工管理技士 sits only in the
 * construction-management list, so the electrical list carries other electrical licences.
 */
export const QUALIFICATION_CATEGORIES = deepFreeze([
  'driver_license',
  'other',
  'electrical',
  'construction_management',
  'mechanic',
] as const);
export type QualificationCategory = (typeof QUALIFICATION_CATEGORIES)[number];

/** Japanese headings of the lists, as shown on the profile and sign-up forms. */
export const QUALIFICATION_CATEGORY_LABELS = deepFreeze({
  driver_license: '運転免許・運転資格',
  other: 'その他の資格',
  electrical: '電気関連の資格',
  construction_management: '施工管理技士',
  mechanic: '整備士関連の資格',
} as const satisfies Record<QualificationCategory, string>);

export interface QualificationMaster {
  readonly id: number;
  readonly name: string;
  readonly category: QualificationCategory;
  readonly occupationCategoryIds: readonly OccupationCategoryId[];
}

type Entry = readonly [id: number, name: string, occupationCategoryIds: OccupationCategoryId[]];

function list(category: QualificationCategory, entries: readonly Entry[]): QualificationMaster[] {
  return entries.map(([id, name, occupationCategoryIds]) => ({
    id,
    name,
    category,
    occupationCategoryIds,
  }));
}

export const DRIVER_LICENSE_QUALIFICATIONS: readonly QualificationMaster[] = deepFreeze(
  list('driver_license', [
    [1, '普通自動車免許(AT限定)', [1]],
    [2, '普通自動車免許', [1]],
    [3, '準中型自動車免許', [1]],
    [4, '中型自動車免許', [1]],
    [5, '大型自動車免許', [1]],
    [6, '大型特殊自動車免許', [1, 4]],
    [7, 'けん引免許', [1]],
    [8, '普通自動車第二種免許', [1]],
    [9, '中型自動車第二種免許', [1]],
    [10, '大型自動車第二種免許', [1]],
    [11, 'フォークリフト運転技能者', [2, 9]],
    [12, '玉掛け', [1, 2, 4]],
    [13, '小型移動式クレーン', [1, 4]],
    [14, '運行管理者(貨物)', [1]],
  ]),
);

export const OTHER_QUALIFICATIONS: readonly QualificationMaster[] = deepFreeze(
  list('other', [
    [101, '運行管理者(旅客)', [1]],
    [102, '危険物取扱者(甲種)', [1, 9]],
    [103, '危険物取扱者(乙種第4類)', [1, 9]],
    [104, '毒物劇物取扱責任者', [1, 9]],
    [105, '高圧ガス移動監視者', [1]],
    [106, '移動式クレーン運転士', [4]],
    [107, 'クレーン・デリック運転士', [2, 4, 9]],
    [108, '車両系建設機械運転技能者(整地・運搬・積込み用及び掘削用)', [4]],
    [109, '車両系建設機械運転技能者(解体用)', [4]],
    [110, '高所作業車運転技能者', [4]],
    [111, '足場の組立て等作業主任者', [4]],
    [112, '職長・安全衛生責任者教育', [4]],
    [113, 'とび技能士', [4]],
    [114, '左官技能士', [4]],
    [115, '建築塗装技能士', [4]],
    [116, '配管技能士', [4]],
    [117, '内装仕上げ施工技能士', [4]],
    [118, '解体工事施工技士', [4]],
    [119, '2級建築士', [4]],
  ]),
);

export const ELECTRICAL_QUALIFICATIONS: readonly QualificationMaster[] = deepFreeze(
  list('electrical', [
    [201, '第一種電気工事士', [4]],
    [202, '第二種電気工事士', [4]],
    [203, '第一種電気主任技術者', [4]],
    [204, '第二種電気主任技術者', [4]],
    [205, '第三種電気主任技術者', [4]],
    [206, '認定電気工事従事者', [4]],
    [207, 'エネルギー管理士', [4, 9]],
  ]),
);

export const CONSTRUCTION_MANAGEMENT_QUALIFICATIONS: readonly QualificationMaster[] = deepFreeze(
  list('construction_management', [
    [301, '1級建築施工管理技士', [4]],
    [302, '2級建築施工管理技士', [4]],
    [303, '1級土木施工管理技士', [4]],
    [304, '2級土木施工管理技士', [4]],
    [305, '1級管工事施工管理技士', [4]],
    [306, '2級管工事施工管理技士', [4]],
    [307, '1級電気工事施工管理技士', [4]],
    [308, '2級電気工事施工管理技士', [4]],
    [309, '1級造園施工管理技士', [4]],
    [310, '2級造園施工管理技士', [4]],
    [311, '1級建設機械施工管理技士', [4]],
    [312, '2級建設機械施工管理技士', [4]],
    [313, '1級電気通信工事施工管理技士', [4]],
    [314, '2級電気通信工事施工管理技士', [4]],
  ]),
);

export const MECHANIC_QUALIFICATIONS: readonly QualificationMaster[] = deepFreeze(
  list('mechanic', [
    [401, '1級自動車整備士', [3]],
    [402, '2級自動車整備士', [3]],
    [403, '3級自動車整備士', [3]],
    [404, '特殊整備士', [3]],
    [405, '自動車検査員', [3]],
    [406, '2級二輪自動車整備士', [3]],
  ]),
);

/** Every list by its category key, in form order. */
export const QUALIFICATIONS_BY_CATEGORY: Readonly<
  Record<QualificationCategory, readonly QualificationMaster[]>
> = deepFreeze({
  driver_license: DRIVER_LICENSE_QUALIFICATIONS,
  other: OTHER_QUALIFICATIONS,
  electrical: ELECTRICAL_QUALIFICATIONS,
  construction_management: CONSTRUCTION_MANAGEMENT_QUALIFICATIONS,
  mechanic: MECHANIC_QUALIFICATIONS,
});

/** All qualifications (the `allQualifications` query), lists concatenated in form order. */
export const ALL_QUALIFICATIONS: readonly QualificationMaster[] = deepFreeze(
  QUALIFICATION_CATEGORIES.flatMap((category) => QUALIFICATIONS_BY_CATEGORY[category]),
);

const byId = createLookup(ALL_QUALIFICATIONS, (q) => q.id);
const byName = createLookup(ALL_QUALIFICATIONS, (q) => q.name);

export function findQualificationById(
  id: number | null | undefined,
): QualificationMaster | undefined {
  return byId(id);
}

/** Exact-name lookup, e.g. to map a qualification name held by the external CRM. */
export function findQualificationByName(
  name: string | null | undefined,
): QualificationMaster | undefined {
  return byName(name);
}

/** Qualifications relevant to an occupation category (e.g. the sign-up form of a driver). */
export function qualificationsForOccupationCategory(
  occupationCategoryId: number,
): readonly QualificationMaster[] {
  return ALL_QUALIFICATIONS.filter((q) =>
    (q.occupationCategoryIds as readonly number[]).includes(occupationCategoryId),
  );
}
