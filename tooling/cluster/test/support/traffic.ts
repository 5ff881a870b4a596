// The steady mix the cluster test runs under: visitors reading pages and searching through
// HAProxy, and signed-in members writing (favourites, entries, messages, attachments, replies to
// scouts) with the
// idempotency keys the web sends, each write kept and sent again with the same key until it is
// acknowledged. Every request is recorded (when, how long, ok or failed) so the test can say
// when failures happened and what p95 was before and after each step.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { ErrorCode } from '@jobsite/domain/errors';
import { type Answer, type Client, codeOf, type GraphqlBody } from '@jobsite/fault-tests/client';

export interface Sample {
  kind: 'page' | 'search' | 'write' | 'session';
  /** performance.now() when the request was sent. */
  at: number;
  ms: number;
  /** A 5xx, no answer at all, or a GraphQL error that is not a refusal by design. */
  failed: boolean;
  status: number;
  /** What failed, when known: the GraphQL error code and the write's kind. */
  detail?: string;
}

export class Recorder {
  readonly samples: Sample[] = [];

  add(sample: Sample) {
    this.samples.push(sample);
  }

  /** Samples of `kind` sent at or after `from` (and before `to`). */
  between(from: number, to = Number.POSITIVE_INFINITY, kinds?: Sample['kind'][]): Sample[] {
    return this.samples.filter(
      (s) => s.at >= from && s.at < to && (!kinds || kinds.includes(s.kind)),
    );
  }
}

/** The 95th percentile of the durations, in ms. */
export function p95(samples: Sample[]): number {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0;
}

async function timed(
  recorder: Recorder,
  kind: Sample['kind'],
  request: () => Promise<{ status: number; failed: boolean; detail?: string }>,
) {
  const at = performance.now();
  let outcome: { status: number; failed: boolean; detail?: string } = { status: 0, failed: true };
  try {
    outcome = await request();
  } catch (error) {
    // no answer (connection refused or reset, timeout): failed, status 0
    outcome = { status: 0, failed: true, detail: String((error as Error)?.name ?? error) };
  }
  recorder.add({ kind, at, ms: performance.now() - at, ...outcome });
  return outcome;
}

/** GET of a page through the site; failed on 5xx or no answer. */
export function visitPage(recorder: Recorder, site: string, path: string) {
  return timed(recorder, 'page', async () => {
    const response = await fetch(`${site}${path}`, { signal: AbortSignal.timeout(20_000) });
    await response.arrayBuffer();
    return { status: response.status, failed: response.status >= 500 };
  });
}

/** Codes that refuse a request by design (the member may send it again later). */
const REFUSALS: string[] = [ErrorCode.RATE_LIMITED, ErrorCode.ALREADY_APPLIED];

function graphqlFailed(answer: Answer<GraphqlBody>): boolean {
  if (answer.status >= 500) return true;
  const code = codeOf(answer);
  return answer.body.errors !== undefined && (code === undefined || !REFUSALS.includes(code));
}

export const SEARCH = `query ($query: JobSearchInput) {
  searchJobs(occupation: "driver", query: $query, per: 20) { totalCount nodes { id isHiring } }
}`;

const KEYWORDS = ['ドライバー', '大型', '倉庫', '夜勤', '配送', '未経験'];

/** A visitor searching by keyword (the web's /graphql, as the browser's live count does). */
export function search(recorder: Recorder, client: Client, n: number) {
  return timed(recorder, 'search', async () => {
    const answer = await client.graphql(SEARCH, {
      query: { keyword: KEYWORDS[n % KEYWORDS.length] },
    });
    return { status: answer.status, failed: graphqlFailed(answer), detail: codeOf(answer) };
  });
}

/** One write a member makes, with what identifies it in the database afterwards. */
export interface Write {
  kind: 'favourite' | 'entry' | 'message' | 'attachment' | ScoutReply;
  jobId?: string;
  /** The scout a reply answers (one reply per scout and member). */
  scoutId?: string;
  /** The message's content, the attachment's file name or the reply's message (unique). */
  label?: string;
  /** The idempotency key (clientMessageId) sent with every attempt of a message. */
  key?: string;
  attempts: number;
  acknowledged: boolean;
}

const ADD_FAVORITE = `mutation ($input: AddFavoriteInput!) {
  addFavorite(input: $input) { favoriteJobCount }
}`;
const CREATE_ENTRY = `mutation ($input: CreateEntryInput!) {
  createEntry(input: $input) { entry { id room { id } } }
}`;
const CREATE_MESSAGE = `mutation ($input: CreateUserMessageInput!) {
  createUserMessage(input: $input) { message { id } }
}`;
const SCOUT_ENTRY = `mutation ($input: CreateScoutEntryInput!) {
  createScoutEntry(input: $input) { entry { id } }
}`;
const SCOUT_INQUIRY = `mutation ($input: CreateScoutInquiryInput!) {
  createScoutInquiry(input: $input) { scoutInquiry { id } }
}`;
const UPLOAD = `mutation ($input: CreateUserAttachmentMessageInput!) {
  createUserAttachmentMessage(input: $input) { message { id } }
}`;

/** The smallest file the api's content check takes as a PDF. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

export type ScoutReply = 'scoutEntry' | 'scoutInquiry';

export interface Member {
  client: Client;
  uid: string;
  roomId: string;
  /** Scouts sent to the member (by the operator CLI's route), each answered once in the mix. */
  scouts: { id: string; reply: ScoutReply }[];
  writes: Write[];
}

/** Sends one attempt of `write`; true once it is acknowledged (saved, or already there). */
export async function attempt(
  recorder: Recorder,
  member: Member,
  write: Write,
  site: { url: string },
): Promise<boolean> {
  write.attempts++;
  const outcome = await timed(recorder, 'write', async () => {
    let answer: Answer<GraphqlBody>;
    if (write.kind === 'favourite') {
      answer = await member.client.graphql(ADD_FAVORITE, { input: { jobId: write.jobId } });
    } else if (write.kind === 'entry' || write.kind === 'scoutEntry') {
      answer =
        write.kind === 'entry'
          ? await member.client.graphql(CREATE_ENTRY, { input: { jobId: write.jobId } })
          : await member.client.graphql(SCOUT_ENTRY, {
              input: { scoutId: write.scoutId, message: write.label },
            });
      // The entry a lost answer left behind is refused on the retry: it is there, once.
      if (codeOf(answer) === ErrorCode.ALREADY_APPLIED && write.attempts > 1) {
        return { status: answer.status, failed: false, done: true };
      }
    } else if (write.kind === 'scoutInquiry') {
      // One inquiry per scout and member: the retry with the same message answers the saved one.
      answer = await member.client.graphql(SCOUT_INQUIRY, {
        input: { scoutId: write.scoutId, message: write.label },
      });
    } else if (write.kind === 'message') {
      answer = await member.client.graphql(CREATE_MESSAGE, {
        input: { roomId: member.roomId, content: write.label, clientMessageId: write.key },
      });
    } else {
      answer = await upload(site.url, member, write);
    }
    const done = answer.status === 200 && !answer.body.errors;
    const detail = `${write.kind} ${codeOf(answer) ?? ''}`.trim();
    return { status: answer.status, failed: graphqlFailed(answer), done, detail };
  });
  const done = (outcome as { done?: boolean }).done === true;
  if (done) write.acknowledged = true;
  return done;
}

/** A multipart upload through the web's /graphql, as the composer sends a file. */
async function upload(site: string, member: Member, write: Write): Promise<Answer<GraphqlBody>> {
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({
      query: UPLOAD,
      variables: { input: { roomId: member.roomId, clientMessageId: write.key, file: null } },
    }),
  );
  form.set('map', JSON.stringify({ 0: ['variables.input.file'] }));
  form.set('0', new Blob([PDF], { type: 'application/pdf' }), write.label);
  const response = await fetch(`${site}/graphql`, {
    method: 'POST',
    headers: {
      origin: site,
      'x-csrf-protection': '1',
      cookie: member.client.cookie,
    },
    body: form,
    signal: AbortSignal.timeout(20_000),
  });
  const text = await response.text();
  let body: GraphqlBody = {};
  try {
    body = JSON.parse(text) as GraphqlBody;
  } catch {
    body = { errors: [{ message: text.slice(0, 200) }] };
  }
  return { status: response.status, body, setCookies: [] };
}

/** The reply to the member's next unanswered scout, if any is left. */
export function scoutReply(member: Member): Write | undefined {
  const replied = member.writes.filter((w) => w.scoutId !== undefined).length;
  const scout = member.scouts[replied];
  if (!scout) return undefined;
  const label = `クラスタ試験 スカウト返信 ${randomUUID()}`;
  return { attempts: 0, acknowledged: false, kind: scout.reply, scoutId: scout.id, label };
}

/**
 * The next write of a member's mix: favourites (up to 15), messages, an entry, a file, a reply
 * to one of the member's scouts (every 12th write, until each scout has its reply).
 */
export function nextWrite(member: Member, n: number, jobIds: string[]): Write {
  const base = { attempts: 0, acknowledged: false };
  const reply = n % 12 === 8 ? scoutReply(member) : undefined;
  if (reply) return reply;
  const favourites = member.writes.filter((w) => w.kind === 'favourite').length;
  if (n % 4 === 0 && favourites < 15) {
    return { ...base, kind: 'favourite', jobId: jobIds[(n + favourites) % jobIds.length] };
  }
  if (n % 10 === 5) {
    const entries = member.writes.filter((w) => w.kind === 'entry').length;
    return { ...base, kind: 'entry', jobId: jobIds[(jobIds.length - 1 - entries) % jobIds.length] };
  }
  const key = randomUUID();
  if (n % 7 === 3) return { ...base, kind: 'attachment', key, label: `cluster-${key}.pdf` };
  return { ...base, kind: 'message', key, label: `クラスタ試験 ${key}` };
}
