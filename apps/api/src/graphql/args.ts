import { DomainError, ErrorCode } from '@jobsite/domain/errors';
import {
  fieldErrors,
  jobSearchParamsSchema,
  VALIDATION_MESSAGES as M,
  maxItemsMessage,
  maxLengthMessage,
} from '@jobsite/domain/validators';
import { z } from 'zod';

/**
 * Argument checks shared by the resolvers. Every argument a client sends is parsed here or
 * with a schema of `@jobsite/domain/validators`; a failure is BAD_USER_INPUT with
 * `fieldErrors` keyed by the argument path (`page`, `query.keyword`, `ids.3`).
 */

/** Largest id the database stores (PostgreSQL `integer`). */
export const MAX_DB_ID = 2_147_483_647;

/**
 * A record id as GraphQL sends it ('123', or a number from a form): a positive integer that
 * fits the database. 'abc', '-1', '1.5' and 99999999999999999999 are BAD_USER_INPUT.
 */
export const recordIdSchema = z
  .union(
    [
      z.number({ error: M.invalid }),
      z
        .string({ error: M.invalid })
        .trim()
        .regex(/^\d{1,12}$/, M.invalid)
        .transform((digits) => Number(digits)),
    ],
    { error: M.invalid },
  )
  .pipe(z.number().int(M.invalid).positive(M.invalid).max(MAX_DB_ID, M.invalid));

/** `page` (from 1) and `per` (1–MAX_PAGE_SIZE) of the page lists, with the domain's messages. */
const pageSchema = jobSearchParamsSchema.shape.page;
const perSchema = jobSearchParamsSchema.shape.per;

/** Parses `value` with `schema` or throws BAD_USER_INPUT whose field paths start at `prefix`. */
export function parseArg<S extends z.ZodType>(
  schema: S,
  value: unknown,
  prefix: string,
): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  const prefixed: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    prefixed[path === 'root' ? prefix : `${prefix}.${path}`] = message;
  }
  throw DomainError.badUserInput(prefixed);
}

/** Parses a whole arguments object (field paths are the argument names). */
export function parseArgs<S extends z.ZodType>(schema: S, args: unknown): z.output<S> {
  const result = schema.safeParse(args);
  if (result.success) return result.data;
  throw DomainError.badUserInput(fieldErrors(result.error));
}

export function parseId(value: unknown, name = 'id'): number {
  return parseArg(recordIdSchema, value, name);
}

/** `page`/`per` of a page list; a null argument takes the SDL default. */
export function parsePageArgs(
  args: { page?: number | null; per?: number | null },
  defaultPer: number,
): { page: number; per: number } {
  const parsed = parseArgs(z.object({ page: pageSchema, per: perSchema }), {
    page: args.page ?? 1,
    per: args.per ?? defaultPer,
  });
  return { page: parsed.page, per: parsed.per };
}

/** Ids of a by-ids query: at most `max`, each a record id; repeats are dropped, order kept. */
export function parseIdList(value: unknown, name: string, max: number): number[] {
  const ids = parseArg(
    z.array(recordIdSchema, { error: M.invalid }).max(max, maxItemsMessage(max)),
    value,
    name,
  );
  return [...new Set(ids)];
}

/** A positive `limit` argument of at most `max`. */
export function parseLimit(
  value: number | null | undefined,
  fallback: number,
  max: number,
): number {
  const message = `1〜${max}の整数で指定してください`;
  return parseArg(
    z.number({ error: message }).int(message).min(1, message).max(max, message),
    value ?? fallback,
    'limit',
  );
}

/** Free text an argument carries (keywords), trimmed, at most `maxLength` characters. */
export function parseOptionalText(
  value: string | null | undefined,
  name: string,
  maxLength: number,
): string | undefined {
  const text = parseArg(
    z.string({ error: M.invalid }).trim().max(maxLength, maxLengthMessage(maxLength)).nullish(),
    value,
    name,
  );
  return text ? text : undefined;
}

/** Longest route slug accepted (the domain's search validator uses the same bound). */
const SLUG_MAX_LENGTH = 100;

/**
 * A route slug argument (`occupation`, `prefectureNameEn`): text of sane length, else
 * BAD_USER_INPUT. Whether it names something is the caller's check (NOT_FOUND).
 */
export function parseSlug(value: string, name: string): string;
export function parseSlug(value: string | null | undefined, name: string): string | undefined;
export function parseSlug(value: string | null | undefined, name: string): string | undefined {
  const slug = parseArg(
    z.string({ error: M.invalid }).trim().max(SLUG_MAX_LENGTH, M.invalid).nullish(),
    value,
    name,
  );
  return slug ? slug : undefined;
}

/** NOT_FOUND with the catalogue message (unknown slugs and ids the SDL says NOT_FOUND for). */
export function notFound(): DomainError {
  return new DomainError(ErrorCode.NOT_FOUND);
}
