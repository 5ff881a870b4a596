import { randomBytes } from 'node:crypto';

/**
 * A new conversion id: 128 random bits, base64url (22 characters). The id is shared with the
 * CRM, LINE and analytics and travels in scout links, so it must not be guessable. It is no
 * credential on its own: personal reads and writes need the member's session or a signed link
 * token (docs/decisions/0026-conversion-ids-and-link-tokens.md).
 */
export function newConversionId(): string {
  return randomBytes(16).toString('base64url');
}
