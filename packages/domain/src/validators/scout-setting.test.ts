import { describe, expect, it } from 'vitest';
import { scoutSettingByConversionIdSchema, scoutSettingSchema } from './scout-setting';
import { errorsOf, parseOk } from './test-helpers';

describe('scoutSettingSchema', () => {
  it('accepts reception on with categories and off without', () => {
    expect(
      parseOk(scoutSettingSchema, {
        scoutStatus: 'receiving',
        scoutAllowOccupationCategoryIds: ['1', '2'],
      }),
    ).toEqual({ scoutStatus: 'receiving', scoutAllowOccupationCategoryIds: [1, 2] });
    expect(
      parseOk(scoutSettingSchema, { scoutStatus: 'stopped', scoutAllowOccupationCategoryIds: [] }),
    ).toEqual({ scoutStatus: 'stopped', scoutAllowOccupationCategoryIds: [] });
  });

  it('rejects an unknown status and invalid categories', () => {
    expect(
      errorsOf(scoutSettingSchema, {
        scoutStatus: true,
        scoutAllowOccupationCategoryIds: [1, 1],
      }),
    ).toEqual({
      scoutStatus: '選択してください',
      scoutAllowOccupationCategoryIds: '同じ項目が重複しています',
    });
    expect(errorsOf(scoutSettingSchema, { scoutStatus: 'receiving' })).toEqual({
      scoutAllowOccupationCategoryIds: '選択してください',
    });
  });
});

describe('scoutSettingByConversionIdSchema', () => {
  it('accepts the settings with the conversionId of the link', () => {
    expect(
      parseOk(scoutSettingByConversionIdSchema, {
        conversionId: ' cv_1 ',
        scoutStatus: 'stopped',
        scoutAllowOccupationCategoryIds: [],
      }),
    ).toEqual({
      conversionId: 'cv_1',
      scoutStatus: 'stopped',
      scoutAllowOccupationCategoryIds: [],
    });
  });

  it('rejects a missing conversionId', () => {
    expect(
      errorsOf(scoutSettingByConversionIdSchema, {
        conversionId: '',
        scoutStatus: 'stopped',
        scoutAllowOccupationCategoryIds: [],
      }),
    ).toEqual({ conversionId: 'リンクが正しくありません' });
  });
});
