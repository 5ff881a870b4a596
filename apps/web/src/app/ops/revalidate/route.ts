import { revalidatePath, revalidateTag } from 'next/cache';
import {
  authorized,
  parseRevalidation,
  type RevalidationRefusal,
  refusals,
} from '@/features/ops/revalidation';

export const dynamic = 'force-dynamic';

function refuse({ status, code, message }: RevalidationRefusal): Response {
  return Response.json(
    { error: { code, message } },
    { status, headers: { 'cache-control': 'no-store' } },
  );
}

/** `POST /ops/revalidate`: see features/ops/revalidation.ts. */
export async function POST(request: Request): Promise<Response> {
  const allowed = authorized(request.headers.get('authorization'), process.env.WEB_OPS_TOKEN);
  if (allowed === null) return refuse(refusals.notFound);
  if (!allowed) return refuse(refusals.unauthorized);
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    body = null;
  }
  const parsed = parseRevalidation(body);
  if ('status' in parsed) return refuse(parsed);
  for (const path of parsed.paths) revalidatePath(path);
  // Expired at once: the next request renders the page again (not served stale first).
  for (const tag of parsed.tags) revalidateTag(tag, { expire: 0 });
  return Response.json({ revalidated: parsed }, { headers: { 'cache-control': 'no-store' } });
}
