import type { contacts } from '../../db/schema';

/** The parent of `Contact`. */
export type ContactRow = typeof contacts.$inferSelect;
