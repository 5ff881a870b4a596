'use client';

import { useRef, useState } from 'react';
import type { PostalAddressFound } from './lookup';

export type PostalNotice = { tone: 'done' | 'problem'; text: string } | null;

export const POSTAL_NOT_FOUND =
  'この郵便番号の住所が見つかりませんでした。郵便番号をご確認いただくか、住所を直接入力してください。';
export const POSTAL_LOOKUP_FAILED =
  '住所を自動入力できませんでした。お手数ですが、住所を直接入力してください。';

/**
 * Fills a form's address from its postal code: give `lookUp` to PostalCodeField's
 * `onComplete`. The lookup script (and its query) loads only then, so a form nobody types a
 * code into downloads nothing more (decision 0053). `apply` receives what was found and sets
 * the fields, which stay editable; an unknown code or a failed request leaves them as they
 * are and says so. An answer for a code that was changed meanwhile is dropped.
 */
export function usePostalAddressFill(apply: (address: PostalAddressFound) => void) {
  const [notice, setNotice] = useState<PostalNotice>(null);
  const latest = useRef<string | null>(null);
  const lookUp = (digits: string) => {
    latest.current = digits;
    setNotice(null);
    import('./lookup')
      .then(({ lookupPostalAddress }) => lookupPostalAddress(digits))
      .then(
        (found) => {
          if (latest.current !== digits) return;
          if (!found) {
            setNotice({ tone: 'problem', text: POSTAL_NOT_FOUND });
            return;
          }
          apply(found);
          setNotice({
            tone: 'done',
            text: `郵便番号の住所：${found.prefectureName}${found.addressLine}`,
          });
        },
        () => {
          if (latest.current === digits) setNotice({ tone: 'problem', text: POSTAL_LOOKUP_FAILED });
        },
      );
  };
  return { lookUp, notice };
}
