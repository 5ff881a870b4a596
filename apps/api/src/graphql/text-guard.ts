import { DomainError, ErrorCode, errorMessage } from '@jobsite/domain/errors';
import { GraphQLError, Kind, type ValidationRule } from 'graphql';
import { Upload } from 'graphql-upload-minimal';

/**
 * Characters no text of the site may hold, in any argument: C0 controls other than tab,
 * newline and carriage return, DEL, and the bidirectional overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069) that make text read differently from what it is. NUL is
 * also what PostgreSQL refuses in text (a 500 before this check).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;

/** A UTF-16 surrogate without its pair: no Unicode character, and invalid UTF-8 once stored. */
export const LONE_SURROGATE =
  /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether text can be stored and shown as it is: no forbidden character, no lone surrogate. */
export function isAcceptableText(value: string): boolean {
  return !FORBIDDEN.test(value) && !LONE_SURROGATE.test(value);
}

const REFUSED = '使用できない文字が含まれています';

/** Paths (`input.name`, `ids.2`) of the strings in a value that are not acceptable text. */
function badStrings(value: unknown, path: string, found: string[], depth = 0): void {
  if (found.length >= 20 || depth > 32) return;
  if (typeof value === 'string') {
    if (!isAcceptableText(value)) found.push(path);
    return;
  }
  if (value === null || typeof value !== 'object' || value instanceof Upload) return;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      badStrings(item, `${path}.${index}`, found, depth + 1);
    }
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    badStrings(item, path ? `${path}.${key}` : key, found, depth + 1);
  }
}

/**
 * Refuses the variables of an operation holding unacceptable text, whatever argument they
 * feed (a Mercurius preExecution hook: every operation, JSON or multipart), with
 * BAD_USER_INPUT naming each variable path.
 */
export function checkVariablesText(variables: Record<string, unknown> | null | undefined): void {
  const found: string[] = [];
  badStrings(variables ?? {}, '', found);
  if (found.length) {
    throw DomainError.badUserInput(Object.fromEntries(found.map((path) => [path, REFUSED])));
  }
}

/** Validation rule: string literals written in the document itself hold acceptable text. */
export const literalTextRule: ValidationRule = (context) => ({
  [Kind.STRING](node) {
    if (!isAcceptableText(node.value)) {
      context.reportError(
        new GraphQLError(errorMessage(ErrorCode.BAD_USER_INPUT), {
          nodes: [node],
          extensions: { code: ErrorCode.BAD_USER_INPUT, reason: 'unacceptable character' },
        }),
      );
    }
  },
});
