import { describe, expect, it } from 'vitest';
import { scoutSettingSchema } from './scout-setting';
import { errorsOf, parseOk } from './test-helpers';

describe('scoutSettingSchema', () => {
  it('accepts reception on with categories and off without', () => {
    expect(
      parseOk(scoutSettingSchema, {
        isReceiveScout: true,
        scoutAllowOccupationCategoryIds: [1, 2],
      }),
    ).toEqual({ isReceiveScout: true, scoutAllowOccupationCategoryIds: [1, 2] });
    expect(
      parseOk(scoutSettingSchema, { isReceiveScout: false, scoutAllowOccupationCategoryIds: [] }),
    ).toEqual({ isReceiveScout: false, scoutAllowOccupationCategoryIds: [] });
  });

  it('rejects a non-boolean switch and invalid categories', () => {
    expect(
      errorsOf(scoutSettingSchema, {
        isReceiveScout: 'on',
        scoutAllowOccupationCategoryIds: [1, 1],
      }),
    ).toEqual({
      isReceiveScout: '選択してください',
      scoutAllowOccupationCategoryIds: '同じ項目が重複しています',
    });
  });
});
