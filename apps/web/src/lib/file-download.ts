import { ErrorCode, errorMessage } from '@jobsite/domain/errors';

/**
 * Downloads of the member's files through the web origin (`/attachments/*` → BFF → api):
 * message attachments and the resume and career-sheet PDFs.
 */

/** Shown when a download fails for a reason other than the session. */
export const DOWNLOAD_FAILED_MESSAGE =
  'ファイルをダウンロードできませんでした。時間をおいて再度お試しください。';

async function requestFile(path: string): Promise<Response | null> {
  try {
    return await fetch(path, {
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    return null;
  }
}

/** Hands a downloaded body to the browser as a file named `fileName`. */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Give the browser time to start the download before the address is released.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Downloads the file at `path` (an `/attachments/*` path). Resolves with null when the browser
 * got it, or a Japanese message to show. An ended session is refreshed once, then sent to
 * login (spec §8).
 */
export async function downloadFile(path: string, fileName: string): Promise<string | null> {
  let response = await requestFile(path);
  if (response?.status === 401) {
    const expiry = await import('./session/expiry');
    if (await expiry.refreshSessionToken()) response = await requestFile(path);
    if (response?.status === 401) return expiry.endExpiredSession();
  }
  if (!response) return DOWNLOAD_FAILED_MESSAGE;
  if (response.status === 404) return errorMessage(ErrorCode.NOT_FOUND);
  if (response.status === 429) return errorMessage(ErrorCode.RATE_LIMITED);
  if (!response.ok) return DOWNLOAD_FAILED_MESSAGE;
  saveBlob(await response.blob(), fileName);
  return null;
}
