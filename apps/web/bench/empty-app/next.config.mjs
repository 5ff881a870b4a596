/** Defaults only: the baseline is what Next.js ships for an empty page. */
export default {};
