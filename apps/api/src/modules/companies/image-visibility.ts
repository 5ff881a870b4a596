/**
 * Company images a scout hides (spec §3 Scout.hiddenCompanyImage: "the company asked to hide
 * its images until the job seeker responds"). The scout's paths hand out marked copies of the
 * company and job rows: `Company.images` and `Job.companyImages` answer no images for a marked
 * row. Copies, never the rows themselves: the request's loaders share rows between paths, and
 * the same company or job reached any other way (its job page, lists, jobsByIds, favourites,
 * entries) shows its images as always.
 */
const withoutImages = new WeakSet<object>();

/** A copy of `row` whose company images are hidden. */
export function hideCompanyImages<Row extends object>(row: Row): Row {
  const copy = { ...row };
  withoutImages.add(copy);
  return copy;
}

/** Whether `row` was handed out with its company images hidden. */
export function companyImagesHidden(row: object): boolean {
  return withoutImages.has(row);
}
