import DataLoader from 'dataloader';
import type { Database } from '../../db';
import { countPublishedJobsByMunicipality } from './repository';

/** Per-request loaders of master data that lives in the database. */
export function createMasterLoaders(db: Database) {
  return {
    /** Published jobs of a municipality (JIS code). */
    municipalityJobCount: new DataLoader<string, number>(async (codes) => {
      const counts = await countPublishedJobsByMunicipality(db, codes);
      return codes.map((code) => counts.get(code) ?? 0);
    }),
  };
}
