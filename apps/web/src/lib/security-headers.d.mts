// Types of security-headers.mjs (plain JavaScript: the ISR cache handler loads it untranspiled).

/** The Content-Security-Policy: inline scripts by `hashes`, by `nonce`, or the baseline. */
export function contentSecurityPolicy(options?: {
  development?: boolean;
  nonce?: string;
  hashes?: string[];
}): string;

/** The `'sha256-…'` sources of the inline scripts the browser would run in `html`. */
export function scriptHashes(html: string): string[];

/** The policy of one rendered HTML page: its own inline scripts by hash. */
export function pagePolicy(html: string, options?: { development?: boolean }): string;

/** Features the site never uses, denied to it and to every embedded frame. */
export const PERMISSIONS_POLICY: string;

/** name → value of every security header. */
export function securityHeaders(options?: { development?: boolean }): Record<string, string>;
