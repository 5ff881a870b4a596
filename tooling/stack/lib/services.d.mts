// Types of services.mjs (plain JavaScript) for the TypeScript that imports it (the web's e2e
// stack): only what it uses.
/** The persisted-document manifests of the web's GraphQL documents (one per codegen output). */
export function webDocumentManifests(repoRoot: string): string[];
/** What `pnpm start` (and `pnpm start:cluster`) prints once the site answers. */
export function startBanner(runtimeMessage: string, options?: { webUrl?: string }): string;
