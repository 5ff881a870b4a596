import type { Database } from '../../db';
import { lineLinks } from '../../db/schema';

/**
 * LINE (the messaging app): after an entry or sign-up the job seeker can connect their LINE
 * account, and the CRM then reaches them there. The real gateway calls the LINE Messaging
 * API's link endpoints; the local one records the link in `line_links`.
 */
export interface LineGateway {
  linkConversion(link: {
    conversionId: string;
    lineUserId: string;
    entryIds: number[];
  }): Promise<void>;
}

export class LocalLineGateway implements LineGateway {
  constructor(private readonly db: Database) {}

  async linkConversion(link: {
    conversionId: string;
    lineUserId: string;
    entryIds: number[];
  }): Promise<void> {
    await this.db.insert(lineLinks).values(link);
  }
}
