import { type FragmentDefinitionNode, type GraphQLResolveInfo, Kind, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { selectsField } from './selection';

/** The resolve info of the document's first field (`searchJobs`). */
function infoOf(document: string): GraphQLResolveInfo {
  const parsed = parse(document);
  const fragments: Record<string, FragmentDefinitionNode> = {};
  let field: GraphQLResolveInfo['fieldNodes'][number] | undefined;
  for (const definition of parsed.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      fragments[definition.name.value] = definition;
    } else if (definition.kind === Kind.OPERATION_DEFINITION) {
      const first = definition.selectionSet.selections[0];
      if (first?.kind === Kind.FIELD) field = first;
    }
  }
  return { fieldNodes: field ? [field] : [], fragments } as unknown as GraphQLResolveInfo;
}

describe('selectsField', () => {
  it('finds a field asked directly', () => {
    expect(
      selectsField(infoOf('{ searchJobs { totalCount facets { features { id } } } }'), 'facets'),
    ).toBe(true);
  });

  it('finds a field asked through named and inline fragments', () => {
    const named = infoOf(
      'query { searchJobs { ...Page } } fragment Page on JobPage { ...Counts } fragment Counts on JobPage { facets { shifts { id } } }',
    );
    expect(selectsField(named, 'facets')).toBe(true);
    expect(
      selectsField(
        infoOf('{ searchJobs { ... on JobPage { facets { features { id } } } } }'),
        'facets',
      ),
    ).toBe(true);
  });

  it('does not find a field not asked, nor one asked deeper down', () => {
    expect(selectsField(infoOf('{ searchJobs { totalCount nodes { id } } }'), 'facets')).toBe(
      false,
    );
    expect(selectsField(infoOf('{ searchJobs { nodes { facets } } }'), 'facets')).toBe(false);
  });
});
