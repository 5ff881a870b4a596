/**
 * Choice types of the account forms and the qualification filter the sign-up form runs in
 * the browser. No imports: this module is part of the client bundle.
 */

export type Option = { value: string; label: string };
export type OptionGroup = { label: string; options: Option[] };
/** A qualification choice with the occupation categories it belongs to (for filtering). */
export type QualificationOption = Option & { categoryIds: number[] };
export type QualificationGroup = { label: string; options: QualificationOption[] };

/**
 * The qualification groups narrowed to the categories of the chosen occupations (nothing
 * before an occupation is chosen, so the form stays short). Qualifications already ticked
 * (`keep`) stay listed even when their occupation is unticked, so no choice disappears.
 */
export function qualificationsFor(
  groups: readonly QualificationGroup[],
  chosenCategoryIds: ReadonlySet<number>,
  keep: ReadonlySet<string> = new Set(),
): QualificationGroup[] {
  return groups
    .map((group) => ({
      label: group.label,
      options: group.options.filter(
        (option) =>
          keep.has(option.value) || option.categoryIds.some((id) => chosenCategoryIds.has(id)),
      ),
    }))
    .filter((group) => group.options.length > 0);
}
