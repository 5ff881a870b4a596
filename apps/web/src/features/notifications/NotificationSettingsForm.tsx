'use client';

import { NotificationChannel, NotificationKind } from '@jobsite/domain/enums';
import { CheckboxGroup } from '@jobsite/ui/checkbox-group';
import { useState } from 'react';
import { SaveForm } from '@/features/profile/FormStatus';
import * as css from '@/features/profile/forms.css';
import { useSave } from '@/features/profile/use-save';
import { type NotificationValues, saveNotificationSettings } from './notification-actions';

/** For each kind of notification, the channels it goes to (decision 0049). */
export function NotificationSettingsForm({
  initial,
  email,
  lineLinked,
}: {
  initial: NotificationValues;
  email: string | null;
  lineLinked: boolean;
}) {
  const [values, setValues] = useState(initial);
  const save = useSave(saveNotificationSettings);
  // LINE can be chosen once an account is linked; a choice made before stays as it was.
  const options = NotificationChannel.options.map(({ value, label }) => ({
    value,
    label,
    disabled: value === 'line' && !lineLinked,
  }));
  return (
    <SaveForm
      id="notification-settings"
      title="通知の受け取り方"
      save={save}
      values={values}
      submitLabel="設定を保存する"
    >
      <p className={css.muted}>
        {email ? `メールの送り先: ${email}` : '電話番号でご登録の方にはメールは届きません。'}
        {lineLinked ? '' : ' LINEで受け取るには、LINEの連携が必要です。'}
      </p>
      {NotificationKind.options.map(({ value: kind, label }) => (
        <CheckboxGroup
          key={kind}
          label={label}
          name={`notification-${kind}`}
          columns={3}
          options={options}
          value={values[kind]}
          onChange={(channels) =>
            setValues((current) => ({
              ...current,
              [kind]: channels as NotificationValues[typeof kind],
            }))
          }
        />
      ))}
    </SaveForm>
  );
}
