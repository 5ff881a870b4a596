import { DRIVER_CATEGORY_ID, WAREHOUSE_CATEGORY_ID } from '../constants';
import { createLookup, deepFreeze } from './define-master';

/**
 * Occupation categories (spec §3). The spec shows two groupings that share one id space:
 *
 *   occupation list: 1 driver, 2 warehouse, 3 mechanic, 4 field_worker
 *   extended list:   1 driver, 3 mechanic, 4 skilled_trades, 5 rancher_farmer, 9 maker, 13 pet_animal
 *
 * The ids agree wherever both lists name them; only id 4 carries two English names. We keep
 * one table with the union of the ids (sparse on purpose: they are the backend's ids, not
 * positions). Id 4 is one category, on-site construction and skilled trades, whose canonical
 * `enName` is `field_worker` (the occupation-list name, also a home category key) and whose
 * `aliasEnNames` keep `skilled_trades`, so both spellings resolve to it. Both groupings are
 * also exported verbatim as `OCCUPATION_CATEGORY_GROUPINGS`.
 */
export const OCCUPATION_CATEGORIES = deepFreeze([
  { id: DRIVER_CATEGORY_ID, name: 'ドライバー', enName: 'driver', aliasEnNames: [] },
  { id: WAREHOUSE_CATEGORY_ID, name: '倉庫・物流', enName: 'warehouse', aliasEnNames: [] },
  { id: 3, name: '整備・メンテナンス', enName: 'mechanic', aliasEnNames: [] },
  {
    id: 4,
    name: '建設・現場作業・技能職',
    enName: 'field_worker',
    aliasEnNames: ['skilled_trades'],
  },
  { id: 5, name: '牧場・農林水産', enName: 'rancher_farmer', aliasEnNames: [] },
  { id: 9, name: '製造・工場', enName: 'maker', aliasEnNames: [] },
  { id: 13, name: 'ペット・動物', enName: 'pet_animal', aliasEnNames: [] },
] as const);

export type OccupationCategoryMaster = (typeof OCCUPATION_CATEGORIES)[number];
export type OccupationCategoryId = OccupationCategoryMaster['id'];
export type OccupationCategoryEnName = OccupationCategoryMaster['enName'];

/** The two groupings of spec §3, exactly as listed there. */
export const OCCUPATION_CATEGORY_GROUPINGS = deepFreeze({
  occupationList: [
    { id: 1, enName: 'driver' },
    { id: 2, enName: 'warehouse' },
    { id: 3, enName: 'mechanic' },
    { id: 4, enName: 'field_worker' },
  ],
  extended: [
    { id: 1, enName: 'driver' },
    { id: 3, enName: 'mechanic' },
    { id: 4, enName: 'skilled_trades' },
    { id: 5, enName: 'rancher_farmer' },
    { id: 9, enName: 'maker' },
    { id: 13, enName: 'pet_animal' },
  ],
} as const satisfies Record<
  string,
  ReadonlyArray<{ readonly id: OccupationCategoryId; readonly enName: string }>
>);

const byId = createLookup<OccupationCategoryMaster>(OCCUPATION_CATEGORIES, (c) => c.id);
const byEnName = createLookup(
  OCCUPATION_CATEGORIES.flatMap((category) =>
    [category.enName, ...category.aliasEnNames].map((enName) => ({ enName, category })),
  ),
  (entry) => entry.enName,
);

export function findOccupationCategoryById(
  id: number | null | undefined,
): OccupationCategoryMaster | undefined {
  return byId(id);
}

/** Resolves a canonical enName or an alias (`skilled_trades` gives category 4). */
export function findOccupationCategoryByEnName(
  enName: string | null | undefined,
): OccupationCategoryMaster | undefined {
  return byEnName(enName)?.category;
}
