'use client';

import { PostalCodeField } from '@jobsite/ui/postal-code-field';
import { SelectField } from '@jobsite/ui/select-field';
import type { ComponentProps } from 'react';
import type { BoundField, ValuedField } from '@/lib/forms/field-binder';
import type { PostalAddressFound } from './lookup';
import { PostalNotice } from './PostalNotice';
import { usePostalAddressFill } from './use-postal-address-fill';

/**
 * 郵便番号 (required) and 都道府県 with the lookup that fills them from the code (decision
 * 0053), and the lookup's notice under them: the one address block of sign-up-free entries,
 * the member's basic information and the scout answer. `onFound` sets what the form keeps
 * of the found address; `rowClassName` puts the two fields side by side.
 */
export function PostalAddressFields({
  zipCode,
  prefecture,
  prefectures,
  prefectureRequired,
  onFound,
  rowClassName,
}: {
  /** `bind.valued('zipCode')`: the postal code field reports its value, not an event. */
  zipCode: ValuedField;
  prefecture: BoundField;
  prefectures: ComponentProps<typeof SelectField>['options'];
  /** Left out, the prefecture shows neither 必須 nor 任意. */
  prefectureRequired?: boolean;
  onFound: (found: PostalAddressFound) => void;
  rowClassName?: string;
}) {
  const postal = usePostalAddressFill(onFound);
  const fields = (
    <>
      <PostalCodeField required {...zipCode} onComplete={postal.lookUp} />
      <SelectField
        label="都道府県"
        required={prefectureRequired}
        options={prefectures}
        {...prefecture}
      />
    </>
  );
  return (
    <>
      {rowClassName ? <div className={rowClassName}>{fields}</div> : fields}
      <PostalNotice notice={postal.notice} />
    </>
  );
}
