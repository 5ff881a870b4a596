import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db';
import { outboundSms } from '../../db/schema';

/**
 * Text messages to phone numbers (password reset of accounts that sign in by phone). A
 * real gateway (an SMS provider's API) implements `send`; the local one records the text
 * in `outbound_sms` and logs that it did, so a developer can read the link.
 */
export interface SmsGateway {
  send(phoneNumber: string, body: string): Promise<void>;
}

export class LocalSmsGateway implements SmsGateway {
  constructor(
    private readonly db: Database,
    private readonly log?: FastifyBaseLogger,
  ) {}

  async send(phoneNumber: string, body: string): Promise<void> {
    await this.db.insert(outboundSms).values({ phoneNumber, body });
    this.log?.info({ phoneNumber: `${phoneNumber.slice(0, 3)}****` }, 'local SMS recorded');
  }
}
