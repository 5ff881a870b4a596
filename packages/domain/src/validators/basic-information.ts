/** Profile basics of a member (updateUserBasicInformation). */
import type { z } from 'zod';
import { EmploymentStatus, Gender } from '../enums';
import {
  birthYearSchema,
  booleanChoice,
  countSchema,
  enumChoice,
  formObject,
  furiganaSchema,
  personNameSchema,
  prefectureCodeSchema,
  zipCodeSchema,
} from './fields';

export const basicInformationSchema = formObject({
  name: personNameSchema,
  furigana: furiganaSchema,
  birthYear: birthYearSchema,
  gender: enumChoice(Gender),
  zipCode: zipCodeSchema,
  prefectureCode: prefectureCodeSchema,
  employmentStatus: enumChoice(EmploymentStatus),
  detail: formObject({
    numberOfDependents: countSchema(0, 20),
    hasSpouse: booleanChoice(),
  }),
});
export type BasicInformationInput = z.input<typeof basicInformationSchema>;
