'use client';

import { readAttribution } from '../attribution';
import { browserGraphQL } from '../graphql/browser';
import { createMicroConversionDocument } from './browser-documents';
import type { MicroConversion } from './micro-conversions';

/** Sends one micro-conversion; a session that has ended is no reason to leave the page. */
export async function sendMicroConversion(conversion: MicroConversion & { path: string }) {
  let attribution: ReturnType<typeof readAttribution> | undefined;
  try {
    attribution = readAttribution(window.sessionStorage);
  } catch {
    // Storage can be unavailable (private mode, blocked): sent without attribution.
  }
  await browserGraphQL(
    createMicroConversionDocument,
    { input: { ...conversion, ...(attribution ? { attribution } : {}) } },
    { onSessionExpired: 'throw' },
  );
}
