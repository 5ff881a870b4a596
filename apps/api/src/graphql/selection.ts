import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/**
 * Whether the client's selection of the current field holds `name` directly, through inline
 * fragments or through named ones. Directives (`@include`, `@skip`) are not read: a field
 * they leave out counts as asked, so a caller only does work it may not need.
 */
export function selectsField(info: GraphQLResolveInfo, name: string): boolean {
  const seen = new Set<string>();
  const holds = (set: SelectionSetNode | undefined): boolean =>
    (set?.selections ?? []).some((selection) => {
      if (selection.kind === 'Field') return selection.name.value === name;
      if (selection.kind === 'InlineFragment') return holds(selection.selectionSet);
      const fragment = selection.name.value;
      if (seen.has(fragment)) return false;
      seen.add(fragment);
      return holds(info.fragments[fragment]?.selectionSet);
    });
  return info.fieldNodes.some((node) => holds(node.selectionSet));
}
