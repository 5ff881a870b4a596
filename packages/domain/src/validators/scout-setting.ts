/** Scout reception settings (/member/settings/, saveScoutSetting). */
import type { z } from 'zod';
import { booleanChoice, formObject, idListSchema } from './fields';

export const scoutSettingSchema = formObject({
  isReceiveScout: booleanChoice(),
  /** Occupation categories whose companies may send scouts. */
  scoutAllowOccupationCategoryIds: idListSchema(),
});
export type ScoutSettingInput = z.input<typeof scoutSettingSchema>;
