// Types of request-guards.mjs (plain JavaScript: server.mjs imports it untranspiled).
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';

export type Refusal = { status: number; message: string };
export const ACTION_BODY_LIMIT_BYTES: number;
export function isBffPath(pathname: string): boolean;
export const BFF_BODY_LIMITS: Readonly<{ json: number; auth: number; multipart: number }>;
export function bffBodyRefusal(
  method: string | undefined,
  url: string | undefined,
  headers: IncomingHttpHeaders,
): Refusal | null;
export function unknownLengthRefusal(
  method: string | undefined,
  headers: IncomingHttpHeaders,
): Refusal | null;
export function crossOriginRefusal(
  method: string | undefined,
  url: string | undefined,
  headers: IncomingHttpHeaders,
): Refusal | null;
export function isPageMultipart(
  method: string | undefined,
  url: string | undefined,
  headers: IncomingHttpHeaders,
): boolean;
export function checkMultipart(
  request: Readable & { headers: IncomingHttpHeaders },
  limit?: number,
): Promise<{ refusal: Refusal } | { body: Buffer }>;
export function replayRequest(request: IncomingMessage, body: Buffer): IncomingMessage;
export function sendRefusal(response: ServerResponse, refusal: Refusal): void;
export function isInternalHeader(
  name: string,
  value: unknown,
  internalHosts: readonly string[],
): boolean;
