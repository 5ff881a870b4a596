import type { Database } from '../../db';
import { lineLinks, outboundLine } from '../../db/schema';

/**
 * LINE (the messaging app): after an entry or sign-up the job seeker can connect their LINE
 * account, and the CRM then reaches them there. The real gateway calls the LINE Messaging
 * API's link endpoints and its push messages; the local one records links in `line_links` and
 * what it would push in `outbound_line` (decision 0049).
 */
export interface LineGateway {
  linkConversion(link: {
    conversionId: string;
    lineUserId: string;
    entryIds: number[];
  }): Promise<void>;
  /** Pushes a text to a linked LINE account (notifications; decision 0049). */
  push(lineUserId: string, text: string): Promise<void>;
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

  async push(lineUserId: string, text: string): Promise<void> {
    await this.db.insert(outboundLine).values({ lineUserId, body: text });
  }
}
