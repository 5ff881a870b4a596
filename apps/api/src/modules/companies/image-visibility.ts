/**
 * What a scout hides of its company (spec §3 Scout.hiddenCompanyName, hiddenCompanyImage:
 * "the company asked to hide its name / its images until the job seeker responds"). The
 * scout's paths hand out marked copies of the company and job rows: `Company.images` and
 * `Job.companyImages` answer no images for a row marked so, `Job.company` answers null for a
 * job whose company's name is hidden. Copies, never the rows themselves: the request's
 * loaders share rows between paths, and the same company or job reached any other way (its
 * job page, lists, jobsByIds, favourites, entries) shows its name and images as always.
 */
export interface HiddenCompanyParts {
  name: boolean;
  images: boolean;
}

const hiddenParts = new WeakMap<object, HiddenCompanyParts>();

/** A copy of `row` that hides the given parts of its company. */
export function hideCompanyParts<Row extends object>(row: Row, parts: HiddenCompanyParts): Row {
  const copy = { ...row };
  hiddenParts.set(copy, parts);
  return copy;
}

/** A copy of `row` whose company images are hidden. */
export function hideCompanyImages<Row extends object>(row: Row): Row {
  return hideCompanyParts(row, { name: false, images: true });
}

/** Whether `row` was handed out with its company images hidden. */
export function companyImagesHidden(row: object): boolean {
  return hiddenParts.get(row)?.images ?? false;
}

const maskedIds = new WeakMap<object, string>();

/**
 * A copy of a job `row` that hides its company's name and answers `id` as `maskedId`: the
 * job's own id would lead to its public page, which names the company.
 */
export function maskJob<Row extends object>(row: Row, maskedId: string, images = true): Row {
  const copy = hideCompanyParts(row, { name: true, images });
  maskedIds.set(copy, maskedId);
  return copy;
}

/** The id a masked job answers in place of its own, or null. */
export function maskedJobId(row: object): string | null {
  return maskedIds.get(row) ?? null;
}

/** Whether `row` (a job) was handed out with its company's name hidden. */
export function companyNameHidden(row: object): boolean {
  return hiddenParts.get(row)?.name ?? false;
}
