/** Scout reception settings (saveSetting, saveScoutSetting). */
import type { z } from 'zod';
import { ScoutStatus } from '../enums';
import { enumChoice, formObject, idListSchema, opaqueKeySchema } from './fields';

const scoutSettingShape = {
  scoutStatus: enumChoice(ScoutStatus),
  /** Occupation categories whose companies may send scouts; empty means all. */
  scoutAllowOccupationCategoryIds: idListSchema(),
};

/** /member/settings/ of a signed-in member (saveSetting, GQL.SaveSettingInput). */
export const scoutSettingSchema = formObject(scoutSettingShape);
export type ScoutSettingInput = z.input<typeof scoutSettingSchema>;

/**
 * The same settings from a scout email link, for the member with that conversionId
 * (saveScoutSetting, GQL.SaveScoutSettingInput).
 */
export const scoutSettingByConversionIdSchema = formObject({
  conversionId: opaqueKeySchema('リンクが正しくありません'),
  /** The scout link's signed token; without the member's session it is needed. */
  token: opaqueKeySchema('リンクが正しくないか、有効期限が切れています').nullish(),
  ...scoutSettingShape,
});
export type ScoutSettingByConversionIdInput = z.input<typeof scoutSettingByConversionIdSchema>;
