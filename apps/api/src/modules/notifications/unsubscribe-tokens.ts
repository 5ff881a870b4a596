import { createHmac, timingSafeEqual } from 'node:crypto';
import { NotificationKind } from '@jobsite/domain/enums';

const TOKEN_PATTERN = /^(\d{1,10})\.([a-z_]{1,32})\.([A-Za-z0-9_-]{43})$/;

/**
 * Tokens of the unsubscribe link in every mail (decision 0049): `<member id>.<kind>.<mac>`,
 * the mac an HMAC-SHA256 under the link secret over both, apart from the scout links' tokens
 * by their own label. They do not expire: a mail read months later must still stop its kind.
 * A token does one thing only, turn one kind's mail off for one member, so it needs no session.
 */
export class UnsubscribeTokens {
  constructor(private readonly secret: string) {}

  issue(claim: { memberId: number; kind: NotificationKind }): string {
    return `${claim.memberId}.${claim.kind}.${this.#mac(claim)}`;
  }

  /** The member and kind a token was made for; null when malformed or forged. */
  verify(token: string): { memberId: number; kind: NotificationKind } | null {
    const match = TOKEN_PATTERN.exec(token);
    if (!match) return null;
    const kind = NotificationKind.schema.safeParse(match[2]);
    if (!kind.success) return null;
    const claim = { memberId: Number(match[1]), kind: kind.data };
    const mac = Buffer.from(match[3]!, 'base64url');
    const wanted = Buffer.from(this.#mac(claim), 'base64url');
    if (mac.length !== wanted.length || !timingSafeEqual(mac, wanted)) return null;
    return claim;
  }

  #mac(claim: { memberId: number; kind: NotificationKind }) {
    return createHmac('sha256', this.secret)
      .update(['jobsite-unsubscribe-v1', claim.memberId, claim.kind].join('\n'))
      .digest('base64url');
  }
}
