/**
 * A GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec)
 * with one file: `operations` (the operation with the file variable set to null), `map`
 * (which variable the file fills) and the file itself as part `0`. The BFF reads the first
 * two to check the operation and forwards the body to the api unchanged.
 */
export type UploadOperation = {
  query: string;
  operationName: string | undefined;
  variables: Record<string, unknown>;
};

/** Sets `value` at a dotted path of `target` (`input.file`), creating objects on the way. */
function setAt(target: Record<string, unknown>, path: readonly string[], value: unknown): void {
  const [head, ...rest] = path;
  if (head === undefined) return;
  if (rest.length === 0) {
    target[head] = value;
    return;
  }
  const next = target[head];
  const child =
    typeof next === 'object' && next !== null ? { ...(next as Record<string, unknown>) } : {};
  target[head] = child;
  setAt(child, rest, value);
}

/**
 * The form data of an upload whose file is the variable at `filePath` (e.g. `input.file`).
 * The variables keep every other value; the file's slot is null in `operations`.
 */
export function uploadFormData(
  operation: UploadOperation,
  filePath: string,
  file: Blob,
  fileName: string,
): FormData {
  const variables = { ...operation.variables };
  const path = filePath.split('.');
  setAt(variables, path, null);
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query: operation.query,
      ...(operation.operationName ? { operationName: operation.operationName } : {}),
      variables,
    }),
  );
  form.append('map', JSON.stringify({ 0: [`variables.${filePath}`] }));
  form.append('0', file, fileName);
  return form;
}
