import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as validators from './index';
import { atFixedNow } from './test-helpers';

atFixedNow();

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

const schemas = Object.entries(validators as Record<string, unknown>).filter(
  (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
);

/** Values of the wrong kind for any field, so every type check fails at least once. */
const GARBAGE: unknown[] = [undefined, null, 'x', -1.5, true, [], [{}], {}];

/** The same garbage in every field of an object schema, one level deep. */
function garbageObjects(schema: z.ZodType): unknown[] {
  if (!(schema instanceof z.ZodObject)) return [];
  const keys = Object.keys(schema.shape);
  return GARBAGE.map((value) => Object.fromEntries(keys.map((key) => [key, value])));
}

describe('validators speak Japanese', () => {
  it('exports schemas to check', () => {
    expect(schemas.length).toBeGreaterThan(30);
  });

  it.each(schemas)('%s has no message without Japanese text', (_, schema) => {
    for (const input of [...GARBAGE, ...garbageObjects(schema)]) {
      const result = schema.safeParse(input);
      for (const issue of result.error?.issues ?? []) {
        expect(issue.message, `${JSON.stringify(input)} → ${issue.path.join('.')}`).toMatch(
          JAPANESE,
        );
      }
    }
  });
});
