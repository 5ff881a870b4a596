import type { OptionGroup, QualificationGroup } from './choices';

/**
 * The sign-up form's choices from the `Signup` query (desired occupations and qualifications,
 * spec §7): occupations grouped by their category, qualifications by their list, each
 * qualification with the categories it is asked for (the form narrows them by the chosen
 * occupations). Pure, in the api's order.
 */

export type SignupForm = {
  desiredOccupations: ReadonlyArray<{
    id: string;
    name: string;
    occupationCategory: { id: string; name: string };
  }>;
  qualifications: ReadonlyArray<{
    id: string;
    name: string;
    category: { id: string; name: string };
    occupationCategories: ReadonlyArray<{ id: string }>;
  }>;
};

export type SignupChoices = {
  occupationGroups: OptionGroup[];
  /** Occupation id → occupation category id (to narrow the qualifications). */
  occupationCategoryById: Record<string, number>;
  qualificationGroups: QualificationGroup[];
};

function grouped<T, O>(items: readonly T[], groupOf: (item: T) => string, option: (item: T) => O) {
  const groups = new Map<string, { label: string; options: O[] }>();
  for (const item of items) {
    const label = groupOf(item);
    const group = groups.get(label) ?? { label, options: [] };
    group.options.push(option(item));
    groups.set(label, group);
  }
  return [...groups.values()];
}

export function signupChoicesFrom(form: SignupForm): SignupChoices {
  return {
    occupationGroups: grouped(
      form.desiredOccupations,
      (o) => o.occupationCategory.name,
      (o) => ({ value: o.id, label: o.name }),
    ),
    occupationCategoryById: Object.fromEntries(
      form.desiredOccupations.map((o) => [o.id, Number(o.occupationCategory.id)]),
    ),
    qualificationGroups: grouped(
      form.qualifications,
      (q) => q.category.name,
      (q) => ({
        value: q.id,
        label: q.name,
        categoryIds: q.occupationCategories.map((c) => Number(c.id)),
      }),
    ),
  };
}
