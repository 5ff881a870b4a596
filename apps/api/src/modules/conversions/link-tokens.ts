import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What a link token lets its holder do, each for one conversion id (decision 0026):
 * `inquiry` reads the CRM record that prefills the scout response inquiry form (kintoneUser,
 * Inquiry); `scout-setting` reads and saves the scout settings (scoutSetting,
 * saveScoutSetting); `line` sets a first LINE link (connectCvToLineUser, …Entry).
 */
export type LinkPurpose = 'inquiry' | 'scout-setting' | 'line';
export const LINK_PURPOSES: readonly LinkPurpose[] = ['inquiry', 'scout-setting', 'line'];

/** How long a scout mail's links work: long enough to read the mail, short enough to expire. */
export const LINK_TOKEN_TTL_SECONDS = 72 * 60 * 60;

const TOKEN_PATTERN = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/**
 * Short-lived signed tokens carried by one scout's links instead of a session: HMAC-SHA256
 * under a server secret over the purpose, the conversion id, the scout and the expiry.
 * The token is `<scoutId>.<expiry, epoch s>.<mac>`; the purpose and conversion id are not in it
 * (the request names the conversion), so a token answers only for the conversion, scout and
 * purpose it was made for, and only until it expires.
 */
export class LinkTokens {
  constructor(
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  issue(
    claim: { purpose: LinkPurpose; conversionId: string; scoutId: number },
    ttlSeconds: number = LINK_TOKEN_TTL_SECONDS,
  ): string {
    const expiresAt = Math.floor(this.now() / 1000) + ttlSeconds;
    return `${claim.scoutId}.${expiresAt}.${this.#mac(claim, expiresAt)}`;
  }

  /** The scout a token was made for, or null when it is malformed, forged, for another purpose or conversion, or expired. */
  verify(token: string, expected: { purpose: LinkPurpose; conversionId: string }): number | null {
    const match = TOKEN_PATTERN.exec(token);
    if (!match) return null;
    const scoutId = Number(match[1]);
    const expiresAt = Number(match[2]);
    const mac = Buffer.from(match[3]!, 'base64url');
    const wanted = Buffer.from(this.#mac({ ...expected, scoutId }, expiresAt), 'base64url');
    if (mac.length !== wanted.length || !timingSafeEqual(mac, wanted)) return null;
    if (expiresAt * 1000 <= this.now()) return null;
    return scoutId;
  }

  #mac(claim: { purpose: LinkPurpose; conversionId: string; scoutId: number }, expiresAt: number) {
    return createHmac('sha256', this.secret)
      .update(
        ['jobsite-link-v1', claim.purpose, claim.conversionId, claim.scoutId, expiresAt].join('\n'),
      )
      .digest('base64url');
  }
}
