import { browserGraphQL } from '@/lib/graphql/browser';
import { postalAddressDocument } from './browser-documents';

/** What a postal code stands for, as a form fills it in. */
export type PostalAddressFound = {
  prefectureId: string;
  prefectureName: string;
  /** 市区町村 and 町域 as one line, e.g. 泉南郡岬町淡輪. */
  addressLine: string;
};

/**
 * The lookup script of the postal-code fields, imported on the first complete code
 * (usePostalAddressFill): asks the BFF's public `postalAddress`, so the postal data stays on
 * the server (decision 0053). null for a code Japan Post does not have. A session that ended
 * is not this field's business: it never redirects to login.
 */
export async function lookupPostalAddress(digits: string): Promise<PostalAddressFound | null> {
  const data = await browserGraphQL(
    postalAddressDocument,
    { postalCode: digits },
    { onSessionExpired: 'throw' },
  );
  const found = data.postalAddress;
  if (!found) return null;
  return {
    prefectureId: found.prefecture.id,
    prefectureName: found.prefecture.name,
    addressLine: `${found.municipalityName}${found.town ?? ''}`,
  };
}
