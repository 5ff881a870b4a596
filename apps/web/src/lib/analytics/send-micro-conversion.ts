'use client';

import { storedAttribution } from '../attribution';
import { browserGraphQL } from '../graphql/browser';
import { createMicroConversionDocument } from './browser-documents';
import type { MicroConversion } from './micro-conversions';

/** Sends one micro-conversion; a session that has ended is no reason to leave the page. */
export async function sendMicroConversion(conversion: MicroConversion & { path: string }) {
  // Storage can be unavailable (private mode, blocked): sent without attribution then.
  const attribution = storedAttribution();
  await browserGraphQL(
    createMicroConversionDocument,
    { input: { ...conversion, ...(attribution ? { attribution } : {}) } },
    { onSessionExpired: 'throw' },
  );
}
