import { OCCUPATIONS, type OccupationNameEn } from '@jobsite/domain/masters';
import {
  CHIEF_ELECTRICAL_ENGINEER,
  CIVIL_ENGINEERING,
  CONSTRUCTION,
  CONSTRUCTION_MANAGEMENT_ENGINEER,
  DEMOLITION,
  ELECTRICAL_CONSTRUCTION,
  INTERIOR_FINISHING,
  MINING,
  PAINTING,
  PLASTERING,
  PLUMBING,
  SCAFFOLDER,
} from './construction';
import { CAR_MECHANIC, MECHANICAL_MAINTENANCE } from './mechanic';
import { FISHING, FORESTRY, RANCH } from './primary';
import { DRIVER, FORKLIFT, OPERATION_MANAGER } from './transport';
import type { OccupationProfile } from './types';

export type { JobKind, OccupationProfile } from './types';

const PROFILES: readonly OccupationProfile[] = [
  DRIVER,
  OPERATION_MANAGER,
  FORKLIFT,
  MECHANICAL_MAINTENANCE,
  CAR_MECHANIC,
  SCAFFOLDER,
  CONSTRUCTION,
  DEMOLITION,
  CIVIL_ENGINEERING,
  PAINTING,
  PLASTERING,
  INTERIOR_FINISHING,
  ELECTRICAL_CONSTRUCTION,
  PLUMBING,
  MINING,
  CHIEF_ELECTRICAL_ENGINEER,
  CONSTRUCTION_MANAGEMENT_ENGINEER,
  RANCH,
  FORESTRY,
  FISHING,
];

/** Text and pay profile of each occupation, by route slug. Every occupation has one. */
export const OCCUPATION_PROFILES: ReadonlyMap<OccupationNameEn, OccupationProfile> = new Map(
  PROFILES.map((p) => [p.nameEn, p]),
);

for (const occupation of OCCUPATIONS) {
  if (!OCCUPATION_PROFILES.has(occupation.occupationNameEn)) {
    throw new Error(`No seed profile for occupation ${occupation.occupationNameEn}`);
  }
}
