'use client';

import { CheckboxGroup } from '@jobsite/ui/checkbox-group';
import { RadioGroup } from '@jobsite/ui/radio-group';
import { useState } from 'react';
import type { SaveState } from '@/features/mypage/mutation-result';
import { SaveForm } from '@/features/profile/FormStatus';
import type { Option } from '@/features/profile/options';
import { useSave } from '@/features/profile/use-save';
import type { SettingsValues } from './settings-actions';

/**
 * Scout reception on or off and the occupation categories companies may scout for. `save` is
 * the member's server action (/member/settings/) or the scout link's (/scout-setting/).
 */
export function SettingsForm({
  initial,
  statuses,
  categories,
  save,
}: {
  initial: SettingsValues;
  statuses: Option[];
  categories: Option[];
  save: (values: SettingsValues) => Promise<SaveState>;
}) {
  const [values, setValues] = useState(initial);
  const saving = useSave(save);
  const { fieldErrors } = saving;
  const receiving = values.scoutStatus === 'receiving';
  return (
    <SaveForm
      id="settings"
      title="スカウトの受け取り"
      save={saving}
      values={values}
      submitLabel="設定を保存する"
    >
      <RadioGroup
        label="企業からのスカウト"
        name="scoutStatus"
        required
        options={statuses}
        columns={2}
        value={values.scoutStatus || null}
        onChange={(scoutStatus) => setValues((v) => ({ ...v, scoutStatus }))}
        error={fieldErrors.scoutStatus}
      />
      <CheckboxGroup
        label="スカウトを受け取る職種"
        hint="選択しない場合は、すべての職種のスカウトを受け取ります。"
        name="scoutAllowOccupationCategoryIds"
        columns={2}
        disabled={!receiving}
        options={categories}
        value={values.scoutAllowOccupationCategoryIds}
        onChange={(scoutAllowOccupationCategoryIds) =>
          setValues((v) => ({ ...v, scoutAllowOccupationCategoryIds }))
        }
        error={fieldErrors.scoutAllowOccupationCategoryIds}
      />
    </SaveForm>
  );
}
