import { unsubscribe } from '@/features/notifications/unsubscribe-action';
import { paths } from '@/lib/paths';

/**
 * The List-Unsubscribe target of notification mail (RFC 8058): a mail program POSTs
 * `List-Unsubscribe=One-Click` here and the mail's kind stops at once; the answer is plain
 * text, for no one to read. A GET (someone pasted the URL) goes to the page with its button.
 */
export async function POST(request: Request): Promise<Response> {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const result = await unsubscribe(token);
  if (result.status !== 'error') return new Response('unsubscribed\n', { status: 200 });
  return new Response(`${result.message}\n`, {
    status: 400,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
}

export function GET(request: Request): Response {
  const url = new URL(request.url);
  const target = new URL(paths.unsubscribe(), url);
  target.search = url.search;
  return Response.redirect(target, 303);
}
