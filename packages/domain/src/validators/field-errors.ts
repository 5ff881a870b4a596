/** Key of errors that belong to the whole form rather than one field. */
export const ROOT_FIELD_ERROR_KEY = 'root';

/** The parts of a zod error this helper needs (so any zod copy's error fits). */
interface IssueList {
  readonly issues: ReadonlyArray<{
    readonly path: ReadonlyArray<PropertyKey>;
    readonly message: string;
  }>;
}

/**
 * First message per field path, e.g. { email: '入力してください', 'jobHistories.0.companyName':
 * '入力してください' }, for forms and for the BAD_USER_INPUT `fieldErrors` extension.
 */
export function fieldErrors(error: IssueList): Record<string, string> {
  const messages = new Map<string, string>();
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : ROOT_FIELD_ERROR_KEY;
    if (!messages.has(key)) messages.set(key, issue.message);
  }
  // fromEntries defines own properties, so a '__proto__' path stays a plain key.
  return Object.fromEntries(messages);
}
