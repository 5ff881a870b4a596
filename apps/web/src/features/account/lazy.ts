'use client';

/**
 * Code the account forms need only once the visitor acts: the domain's zod validators and the
 * GraphQL calls. Loaded on first focus of a form (warm-up) and awaited on submit, so the
 * pages' first JavaScript stays small.
 */

let validators: Promise<typeof import('@jobsite/domain/validators')> | null = null;
let api: Promise<typeof import('./account-api')> | null = null;

export function loadValidators() {
  validators ??= import('@jobsite/domain/validators');
  return validators;
}

export function loadAccountApi() {
  api ??= import('./account-api');
  return api;
}

/** Starts both downloads (e.g. on the form's first focus). */
export function warmUp(): void {
  void loadValidators().catch(() => {
    validators = null;
  });
  void loadAccountApi().catch(() => {
    api = null;
  });
}
