// Types of forwarded.mjs (plain JavaScript: server.mjs imports it untranspiled).
import type { IncomingHttpHeaders } from 'node:http';

export const FORWARDING_HEADERS: readonly string[];
export function normaliseAddress(value: unknown): string | null;
export function trustedProxies(value: string | undefined): (address: string) => boolean;
export function clientAddress(
  headers: IncomingHttpHeaders,
  remoteAddress: string | undefined,
  isTrusted: (address: string) => boolean,
): string;
export function rewriteForwardingHeaders(
  headers: IncomingHttpHeaders,
  socket: { remoteAddress?: string; encrypted?: boolean },
  isTrusted: (address: string) => boolean,
): string;
