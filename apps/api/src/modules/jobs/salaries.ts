import type { OccupationMaster, PrefectureMaster } from '@jobsite/domain/masters';
import type { FeatureModel } from '../masters/lookups';
import type { SalaryFigures } from './repository';

/** The parent of `JobSalary`: what was asked and the figures found. */
export interface JobSalaryModel extends SalaryFigures {
  occupation: OccupationMaster | null;
  prefecture: PrefectureMaster | null;
  feature: FeatureModel | null;
}
