import { DomainError, ErrorCode } from '@jobsite/domain/errors';
import { opaqueKeySchema } from '@jobsite/domain/validators';
import { eq } from 'drizzle-orm';
import { endUsers, visitors } from '../../db/schema';
import { notFound, parseArg } from '../../graphql/args';
import { type ApiContext, unauthorized } from '../../graphql/context';
import type { MemberRow } from '../members/repository';
import { findScoutOfMember } from '../scouts/repository';
import type { LinkPurpose } from './link-tokens';

export const UNUSABLE_LINK = 'リンクが正しくないか、有効期限が切れています';
const linkTokenSchema = opaqueKeySchema(UNUSABLE_LINK, 100);

export type ConversionOwner = { kind: 'member'; id: number } | { kind: 'visitor'; id: number };

/** The member or visitor of a conversion id, or null. */
export async function conversionOwner(
  context: ApiContext,
  conversionId: string,
): Promise<ConversionOwner | null> {
  const [member] = await context.db
    .select({ id: endUsers.id })
    .from(endUsers)
    .where(eq(endUsers.conversionId, conversionId));
  if (member) return { kind: 'member', id: member.id };
  const [visitor] = await context.db
    .select({ id: visitors.id })
    .from(visitors)
    .where(eq(visitors.conversionId, conversionId));
  if (visitor) return { kind: 'visitor', id: visitor.id };
  return null;
}

/** The signed-in member when the conversion is theirs (their session speaks for it). */
export async function sessionOwns(
  context: ApiContext,
  owner: ConversionOwner | null,
): Promise<MemberRow | null> {
  if (!context.uid || owner?.kind !== 'member') return null;
  const member = await context.auth.memberOrNull();
  return member?.id === owner.id ? member : null;
}

/**
 * Whether `token` is a live link token for this purpose and member conversion, made for a
 * scout sent to that member. A token given but unusable (forged, expired, for another
 * conversion, scout or purpose) answers BAD_USER_INPUT: the link is what is wrong.
 */
export async function tokenGrants(
  context: ApiContext,
  owner: ConversionOwner | null,
  conversionId: string,
  token: unknown,
  purpose: LinkPurpose,
): Promise<boolean> {
  if (token === null || token === undefined) return false;
  const value = parseArg(linkTokenSchema, token, 'token');
  const scoutId = context.services.linkTokens.verify(value, { purpose, conversionId });
  if (
    scoutId === null ||
    owner?.kind !== 'member' ||
    !(await findScoutOfMember(context.db, owner.id, scoutId))
  ) {
    throw DomainError.badUserInput({ token: UNUSABLE_LINK });
  }
  return true;
}

/**
 * A personal read or write through a conversion id (kintoneUser, Inquiry, scoutSetting,
 * saveScoutSetting): the id alone is no credential, since it travels in links (decision
 * 0026). The member's own session, or a link token made for this purpose and conversion,
 * is needed. Without either: UNAUTHORIZED_ERROR (whether or not the id exists), and another
 * member's session NOT_FOUND, as for every member-scoped id (decision 0014).
 */
export async function requireConversionAccess(
  context: ApiContext,
  conversionId: string,
  token: unknown,
  purpose: LinkPurpose,
): Promise<ConversionOwner> {
  const owner = await conversionOwner(context, conversionId);
  if (await sessionOwns(context, owner)) return owner!;
  if (await tokenGrants(context, owner, conversionId, token, purpose)) return owner!;
  if (context.uid && (await context.auth.memberOrNull())) throw notFound();
  throw unauthorized();
}

/** A visitor's conversion may be linked once; replacing needs a session it cannot have. */
export function lineLinkTaken(owner: ConversionOwner): DomainError {
  return owner.kind === 'visitor' ? new DomainError(ErrorCode.FORBIDDEN) : unauthorized();
}
