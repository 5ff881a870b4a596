import {
  buildSchema,
  type FragmentDefinitionNode,
  getOperationAST,
  Kind,
  parse,
  specifiedRules,
  validate,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { operationCost, QUERY_LIMITS, shapeLimitsRule } from './graphql-limits';

const schema = buildSchema(`
  type Query { jobs(per: Int, ids: [ID!]): JobPage! job(id: ID!): Job }
  type JobPage { nodes: [Job!]! totalCount: Int! }
  type Job { id: ID! company: Company features: [Feature!]! near: [Job!]! }
  type Company { name: String! }
  type Feature { id: ID! }
`);

function cost(query: string, variables: Record<string, unknown> = {}) {
  const document = parse(query);
  const operation = getOperationAST(document);
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
  }
  const root = schema.getQueryType();
  if (!operation || !root) throw new Error('bad test query');
  return operationCost(operation, root, fragments, variables);
}

describe('operation cost', () => {
  it('counts objects, carries page sizes down to the list they size, and multiplies nested lists', () => {
    // jobs(1) + nodes: per × (1 + company 1)
    expect(
      cost('query ($per: Int) { jobs(per: $per) { nodes { id company { name } } } }', { per: 25 }),
    ).toBe(1 + 25 * 2);
    // unsized lists count 10 each: 1 + 10 × (1 + 10 × 1)
    expect(cost('{ job(id: "1") { near { features { id } } } }')).toBe(1 + 10 * (1 + 10));
    expect(cost('{ jobs(ids: ["1", "2", "3"]) { nodes { id } } }')).toBe(1 + 3);
    expect(
      cost('fragment F on Job { company { name } } { jobs(per: 4) { nodes { ...F ...F } } }'),
    ).toBe(1 + 4 * 3);
  });
});

describe('shape limits', () => {
  const errors = (query: string) =>
    validate(schema, parse(query), [...specifiedRules, shapeLimitsRule()]);
  it('passes ordinary operations', () => {
    expect(errors('{ job(id: "1") { near { near { company { name } } } } }')).toEqual([]);
  });

  it('refuses depth past the limit, also through fragment cycles without hanging', () => {
    const nested = (depth: number): string =>
      depth === 0 ? 'id' : `near { ${nested(depth - 1)} }`;
    const deep = errors(`{ job(id: "1") { ${nested(QUERY_LIMITS.maxDepth)} } }`);
    expect(deep.map((e) => e.extensions.code)).toEqual(['QUERY_TOO_COMPLEX']);
    const cyclic = errors(
      'fragment A on Job { near { ...B } } fragment B on Job { near { ...A } } { job(id: "1") { ...A } }',
    );
    expect(cyclic.length).toBeGreaterThan(0); // graphql's NoFragmentCycles, not a stack overflow
  });

  it('refuses too many aliases', () => {
    const aliases = Array.from(
      { length: QUERY_LIMITS.maxAliases + 1 },
      (_, i) => `a${i}: job(id: "${i}") { id }`,
    ).join(' ');
    expect(errors(`{ ${aliases} }`)[0]?.extensions.reason).toMatch(/^aliases 21 > 20/);
  });
});

describe('fragments spread many times', () => {
  // Each fragment spreads the next twice: 2^40 paths if walked naively.
  const fanOut = `{ ...F0 } ${Array.from({ length: 40 }, (_, i) => `fragment F${i} on Query { j${i}: job(id: "1") { id } ...F${i + 1} ...F${i + 1} }`).join(' ')} fragment F40 on Query { job(id: "1") { id } }`;

  it('are measured once each: limits refuse a fan-out at once instead of hanging', () => {
    const started = performance.now();
    const errors = validate(schema, parse(fanOut), [shapeLimitsRule(QUERY_LIMITS)]);
    expect(errors.map((error) => error.extensions.reason)).toEqual([
      expect.stringMatching(/^aliases \d+ > 20/),
    ]);
    expect(cost(fanOut)).toBeGreaterThan(QUERY_LIMITS.maxCost);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
