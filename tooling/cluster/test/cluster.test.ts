// The topology of `pnpm start:cluster` (decision 0038) under a steady mix of visitors and
// signed-in members, while each part fails in turn:
//   1. one web, one BFF and one api killed (SIGKILL), then started again;
//   2. the PostgreSQL primary crashes (immediate stop) and the replica is promoted;
//   3. the Redis primary is killed and Sentinel fails over;
//   4. a web restarted serves pages from the shared page cache at once.
// Asserted: every acknowledged write is in the database exactly once; every member's session
// survives; failures (5xx, no answer, an unexpected GraphQL error) happen only inside each
// step's window (from the fault until the topology reports it recovered, plus a stated slack);
// p95 of page requests after each step is back within 2× of before (within 90 s). The
// measured windows, p95s and the replica lag are printed. Step 4 checks the page cache the
// webs share through Redis (decision 0036). Afterwards a file one member uploaded downloads
// with the same bytes from each api instance and through HAProxy (the shared attachment store).
import { performance } from 'node:perf_hooks';
import { Client, dataOf, signUpMember } from '@jobsite/fault-tests/client';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haproxyCommand, serverStates } from '../src/haproxy';
import { redisRole } from '../src/redis-ha';
import { type Cluster, type Instance, startCluster } from '../src/topology';
import { until } from '../src/until';
import {
  attempt,
  type Member,
  nextWrite,
  PDF,
  p95,
  Recorder,
  type Sample,
  SEARCH,
  scoutReply,
  search,
  visitPage,
} from './support/traffic';

const SEED_JOBS = 2000;
const VISITORS = 4;
const MEMBERS = 3;
/** Scouts sent to each member before the mix; the mix answers each once (entry or inquiry). */
const SCOUT_REPLIES = ['scoutInquiry', 'scoutEntry', 'scoutInquiry', 'scoutEntry'] as const;
/** Failures may go on this long after the topology reports a step recovered (requests sent
 * just before it, answered late on a loaded machine). */
const SLACK_MS = 2000;
/** Page requests measured before and after each step for p95. */
const P95_SAMPLES = 250;
/**
 * The p95 bound: 2× the p95 before the step, with a floor of 50 ms under the "before" value,
 * since a p95 of a few ms doubles with scheduling noise alone on a shared two-core machine.
 */
const p95Bound = (before: number) => 2 * Math.max(before, 50);

let cluster: Cluster;
const recorder = new Recorder();
const members: Member[] = [];
let running = true;
const loops: Promise<void>[] = [];
let pagePaths: string[] = [];
let hiringJobIds: string[] = [];
/** Replica lag (bytes of WAL not yet replayed, seconds) sampled after member writes. */
const lag: { bytes: number; seconds: number }[] = [];
let sampleLag = true;

interface StepReport {
  step: string;
  faultAt: number;
  recoveredAt: number;
  p95Before: number;
  /** p95 of the first window after the step within the bound (else the last measured). */
  p95: number;
  /** Seconds from recovery to the end of that window. */
  normalAfterS: number;
  note?: string;
}
const steps: StepReport[] = [];

async function query<T extends pg.QueryResultRow>(url: string, text: string, values?: unknown[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function visitorLoop(index: number) {
  const client = new Client(cluster.url, cluster.url);
  for (let n = index; running; n++) {
    if (n % 5 === 4) await search(recorder, client, n);
    else await visitPage(recorder, cluster.url, pagePaths[n % pagePaths.length] ?? '/');
  }
}

async function memberLoop(member: Member, index: number) {
  for (let n = 0; running; n++) {
    const pending = member.writes.find((w) => !w.acknowledged);
    const write = pending ?? nextWrite(member, n, hiringJobIds);
    if (!pending) member.writes.push(write);
    await attempt(recorder, member, write, cluster);
    if (index === 0 && sampleLag) await sampleReplicaLag();
    // Between two writes the member reads pages (the mutation limit is 60 a minute).
    for (let i = 0; i < 8 && running; i++) {
      await visitPage(recorder, cluster.url, pagePaths[(n + i) % pagePaths.length] ?? '/');
    }
    await sessionCheck(member);
  }
}

async function sessionCheck(member: Member) {
  const at = performance.now();
  let failed = true;
  let status = 0;
  try {
    const user = await member.client.session();
    status = 200;
    failed = false;
    // A session that answers for nobody is a lost session, not an outage: fail at once.
    expect(user?.uid).toBe(member.uid);
  } catch (error) {
    if (status === 200) throw error;
    // Client.session throws on any status but 200, naming it; no status: no answer at all.
    status = Number(/answered (\d+)/.exec(String(error))?.[1] ?? 0);
  }
  recorder.add({ kind: 'session', at, ms: performance.now() - at, failed, status });
}

async function sampleReplicaLag() {
  const rows = await query<{ bytes: string | null; seconds: string | null }>(
    cluster.pg.primary.urlOf('postgres'),
    `SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), replay_lsn) AS bytes,
            extract(epoch FROM replay_lag) AS seconds FROM pg_stat_replication`,
  ).catch(() => []);
  const row = rows[0];
  if (row) lag.push({ bytes: Number(row.bytes ?? 0), seconds: Number(row.seconds ?? 0) });
}

/** Waits until `count` page requests sent after `from` have been answered. */
function pagesAfter(from: number, count: number) {
  return until(
    `${count} page requests answered`,
    () => recorder.between(from, undefined, ['page']).length >= count,
    120_000,
  );
}

/** p95 of the last P95_SAMPLES page requests sent before `at`. */
function p95Before(at: number): number {
  return p95(recorder.between(0, at, ['page']).slice(-P95_SAMPLES));
}

/** How long after a step p95 may take to come back within the bound. */
const NORMAL_WITHIN_MS = 90_000;

/**
 * p95 of page requests after the step recovered, in windows of P95_SAMPLES requests, the first
 * once each page has been visited twice on each web (a restarted web renders each page once
 * into its own cache, and its first requests run code not yet optimised): the first window
 * within the bound, or the last one measured when none was within NORMAL_WITHIN_MS (on a
 * machine shared with other work one window can be slow for reasons outside the site).
 */
async function p95After(
  recoveredAt: number,
  before: number,
): Promise<{ p95: number; normalAfterS: number }> {
  const deadline = performance.now() + NORMAL_WITHIN_MS;
  for (let start = pagePaths.length * 4; ; start += P95_SAMPLES) {
    await pagesAfter(recoveredAt, start + P95_SAMPLES);
    const window = recorder
      .between(recoveredAt, undefined, ['page'])
      .slice(start, start + P95_SAMPLES);
    const value = p95(window);
    if (value <= p95Bound(before) || performance.now() > deadline) {
      const last = window.at(-1);
      const normalAfterS = last ? (last.at + last.ms - recoveredAt) / 1000 : 0;
      return { p95: value, normalAfterS };
    }
  }
}

/**
 * Waits until every member's session answers again, and fails at once if one answers for
 * nobody (a session lost, not an outage).
 */
async function sessionsAnswer() {
  const lost: string[] = [];
  await until("every member's session answering", async () => {
    for (const member of members) {
      const user = await member.client.session();
      if (user?.uid !== member.uid) lost.push(member.uid);
    }
    return true;
  });
  expect(lost, 'sessions lost').toEqual([]);
}

/** Kills one instance of a tier, waits until HAProxy takes it out, starts it again. */
async function killAndRestart(tier: 'web' | 'bff' | 'api', instance: Instance) {
  const before = p95Before(performance.now());
  const faultAt = performance.now();
  await instance.process.kill();
  await until(`HAProxy marks ${instance.name} down`, async () =>
    ((await serverStates(cluster.haproxyDir, tier))[instance.name] ?? '').startsWith('DOWN'),
  );
  await instance.process.start();
  await until(`HAProxy marks ${instance.name} up`, () => cluster.allUp(tier));
  await sessionsAnswer();
  const recoveredAt = performance.now();
  steps.push({
    step: `${instance.name} killed`,
    faultAt,
    recoveredAt,
    p95Before: before,
    ...(await p95After(recoveredAt, before)),
  });
}

/**
 * A step's window: from the fault (a request in flight then, answered after it, counts) until
 * the topology reported it recovered, plus SLACK_MS.
 */
function inWindow(sample: Sample, step: StepReport): boolean {
  return sample.at + sample.ms >= step.faultAt && sample.at <= step.recoveredAt + SLACK_MS;
}

/** `page 0 ×3, write 200 ×2`: failed requests counted by kind and HTTP status (0: no answer). */
function kindsOf(samples: Sample[]): string {
  const counts = new Map<string, number>();
  for (const s of samples)
    counts.set(`${s.kind} ${s.status}`, (counts.get(`${s.kind} ${s.status}`) ?? 0) + 1);
  return [...counts].map(([key, n]) => `${key} ×${n}`).join(', ') || '—';
}

/** Rows of strings as a Markdown table (what docs/performance.md takes as it is). */
function table(rows: Record<string, string | number>[]): string {
  const columns = Object.keys(rows[0] ?? {});
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [
    line(columns),
    line(columns.map(() => '---')),
    ...rows.map((row) => line(columns.map((c) => row[c] ?? ''))),
  ].join('\n');
}

/** A scout to the member, as an operator sends it (`ops scout`, the api's operator route). */
async function sendScout(uid: string, jobId: string): Promise<string> {
  const response = await fetch(`${cluster.apiUrl}/ops/scout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${cluster.opsToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ member: uid, job: jobId }),
  });
  const body = (await response.json()) as { ok: boolean; result?: { scoutId: number } };
  expect(body, `ops scout --member ${uid} --job ${jobId}`).toMatchObject({ ok: true });
  return String(body.result?.scoutId);
}

beforeAll(async () => {
  cluster = await startCluster({
    seedJobs: SEED_JOBS,
    ...(process.env.CLUSTER_VERBOSE ? { out: process.stdout } : {}),
  });
  const list = await fetch(`${cluster.url}/driver/`).then((r) => r.text());
  const jobPages = [
    ...new Set([...list.matchAll(/href="(\/driver\/job\/\d+)"/g)].map((m) => m[1])),
  ];
  expect(jobPages.length, 'job pages linked from /driver/').toBeGreaterThanOrEqual(5);
  pagePaths = [
    '/',
    '/driver/',
    '/driver/tokyo/',
    '/driver/osaka/',
    ...jobPages.slice(0, 12),
  ].filter((p): p is string => Boolean(p));
  const visitor = new Client(cluster.url, cluster.url);
  const found = dataOf<{ searchJobs: { nodes: { id: string; isHiring: boolean }[] } }>(
    await visitor.graphql(SEARCH, { query: {} }),
  );
  hiringJobIds = found.searchJobs.nodes.filter((job) => job.isHiring).map((job) => job.id);
  expect(hiringJobIds.length).toBeGreaterThanOrEqual(10);
  // Scouts are for jobs beyond the first page, which the mix's own entries never apply to (a
  // scout entry to a job already applied to would be refused).
  const scoutJobIds: string[] = [];
  for (const page of [2, 3]) {
    const more = dataOf<{ searchJobs: { nodes: { id: string; isHiring: boolean }[] } }>(
      await visitor.graphql(
        `query ($page: Int) { searchJobs(occupation: "driver", page: $page, per: 20) { nodes { id isHiring } } }`,
        { page },
      ),
    );
    scoutJobIds.push(...more.searchJobs.nodes.filter((job) => job.isHiring).map((job) => job.id));
  }
  expect(scoutJobIds.length).toBeGreaterThanOrEqual(MEMBERS * SCOUT_REPLIES.length);

  for (let i = 0; i < MEMBERS; i++) {
    const { client, uid } = await signUpMember(cluster.url, cluster.url);
    // The member's first entry opens the room their messages go to.
    const entry = dataOf<{ createEntry: { entry: { room: { id: string } } } }>(
      await client.graphql(
        'mutation ($input: CreateEntryInput!) { createEntry(input: $input) { entry { room { id } } } }',
        { input: { jobId: hiringJobIds[i] } },
      ),
    );
    const scouts: Member['scouts'] = [];
    for (const [k, reply] of SCOUT_REPLIES.entries()) {
      const job = scoutJobIds[i * SCOUT_REPLIES.length + k];
      scouts.push({ id: await sendScout(uid, job as string), reply });
    }
    members.push({ client, uid, roomId: entry.createEntry.entry.room.id, scouts, writes: [] });
  }
  for (let i = 0; i < VISITORS; i++) loops.push(visitorLoop(i));
  members.forEach((member, index) => {
    loops.push(memberLoop(member, index));
  });
});

afterAll(async () => {
  running = false;
  await Promise.allSettled(loops);
  await cluster?.stop();
});

describe('the cluster under faults', () => {
  it('keeps every acknowledged write exactly once, sessions, and bounded outages', async () => {
    const startedAt = performance.now();
    // Warm: each page rendered on both webs, then a steady baseline.
    await pagesAfter(startedAt, pagePaths.length * 2 + P95_SAMPLES);

    // 1. One instance of each tier killed and started again.
    await killAndRestart('web', cluster.webs[0] as Instance);
    await killAndRestart('bff', cluster.bffs[0] as Instance);
    await killAndRestart('api', cluster.apis[0] as Instance);

    // 2. The PostgreSQL primary crashes; the replica is promoted and HAProxy's pg frontend,
    // whose backup server it is, sends the apis' new connections to it. The old primary is put
    // in maintenance so it can never take writes again (it would need pg_rewind first).
    sampleLag = false;
    {
      const before = p95Before(performance.now());
      const faultAt = performance.now();
      await cluster.pg.primary.stop('immediate');
      await until('HAProxy marks the PostgreSQL primary down', async () =>
        ((await serverStates(cluster.haproxyDir, 'pg'))['pg-primary'] ?? '').startsWith('DOWN'),
      );
      await cluster.pg.replica.promote();
      await haproxyCommand(cluster.haproxyDir, 'set server pg/pg-primary state maint');
      await until('the apis ready on the promoted primary', async () => {
        const [row] = await query<{ recovery: boolean }>(
          cluster.pg.url,
          'SELECT pg_is_in_recovery() AS recovery',
        );
        const ready = await Promise.all(
          cluster.apis.map((api) =>
            fetch(`${api.url}/readyz`).then(
              (r) => r.status === 200,
              () => false,
            ),
          ),
        );
        return row?.recovery === false && ready.every(Boolean);
      });
      await sessionsAnswer();
      const recoveredAt = performance.now();
      steps.push({
        step: 'PostgreSQL primary lost, replica promoted',
        faultAt,
        recoveredAt,
        p95Before: before,
        ...(await p95After(recoveredAt, before)),
      });
    }

    // 3. The Redis primary is killed; the Sentinels promote the replica, every client (asking
    // the Sentinels) reconnects to it, and the old primary comes back as a replica.
    {
      const before = p95Before(performance.now());
      const oldPort = await cluster.redis.primaryPort();
      const old = cluster.redis.nodes.find((node) => node.port === oldPort);
      if (!old) throw new Error(`no Redis node on :${oldPort}`);
      const faultAt = performance.now();
      await old.server.kill();
      await until(
        'Sentinel names a new Redis primary',
        async () => (await cluster.redis.primaryPort()) !== oldPort,
      );
      await sessionsAnswer();
      const recoveredAt = performance.now();
      await cluster.redis.restartAsReplica(old);
      await until(
        'the old Redis primary is a replica',
        async () => (await redisRole(old.port)) === 'slave',
      );
      steps.push({
        step: 'Redis primary lost, Sentinel failover',
        faultAt,
        recoveredAt,
        p95Before: before,
        ...(await p95After(recoveredAt, before)),
      });
    }

    // 4. A web restarted: with the shared page cache it answers cached pages at once.
    {
      const web = cluster.webs[1] as Instance;
      const other = cluster.webs[0] as Instance;
      const before = p95Before(performance.now());
      const cachedPath = pagePaths[4] ?? '/driver/';
      const faultAt = performance.now();
      await web.process.kill();
      await web.process.start();
      await until(`HAProxy marks ${web.name} up`, () => cluster.allUp('web'));
      const recoveredAt = performance.now();
      const first = await fetch(`${web.url}${cachedPath}`);
      await first.arrayBuffer();
      const restartedCache = first.headers.get('x-nextjs-cache');
      // A page neither web has rendered, rendered on one and then asked of the other.
      const fresh = hiringJobIds.at(-1);
      const renderedOn = await fetch(`${other.url}/driver/job/${fresh}`);
      await renderedOn.arrayBuffer();
      const seenByOther = await fetch(`${web.url}/driver/job/${fresh}`);
      await seenByOther.arrayBuffer();
      const otherCache = seenByOther.headers.get('x-nextjs-cache');
      expect(first.status).toBe(200);
      expect(restartedCache, 'a restarted web serves from the shared cache').toBe('HIT');
      expect(otherCache, 'a page one web rendered is cached for the other').toBe('HIT');
      // Revalidated on one web (operators' on-demand revalidation): the other renders it again.
      const revalidation = await fetch(`${other.url}/ops/revalidate`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${cluster.webOpsToken}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ paths: [`/driver/job/${fresh}`] }),
      });
      expect(revalidation.status).toBe(200);
      const afterRevalidation = await fetch(`${web.url}/driver/job/${fresh}`);
      await afterRevalidation.arrayBuffer();
      const revalidatedCache = afterRevalidation.headers.get('x-nextjs-cache');
      expect(afterRevalidation.status).toBe(200);
      expect(revalidatedCache, 'a page revalidated on one web is rendered again by the other').toBe(
        'MISS',
      );
      steps.push({
        step: `${web.name} restarted (page cache)`,
        faultAt,
        recoveredAt,
        p95Before: before,
        ...(await p95After(recoveredAt, before)),
        note: `first page after restart: x-nextjs-cache ${restartedCache}; page rendered on ${other.name}, asked of ${web.name}: ${otherCache}; revalidated on ${other.name}, asked of ${web.name}: ${revalidatedCache}`,
      });
    }

    // The mix stops; what was not acknowledged yet is sent again with its key until it is, and
    // scouts the mix did not reach (it runs as fast as the machine lets it) are answered now.
    running = false;
    await Promise.allSettled(loops);
    for (const member of members) {
      for (let reply = scoutReply(member); reply; reply = scoutReply(member)) {
        member.writes.push(reply);
      }
      for (const write of member.writes.filter((w) => !w.acknowledged)) {
        await until(
          `${write.kind} acknowledged on a retry`,
          async () => {
            if (await attempt(recorder, member, write, cluster)) return true;
            // Paced by page reads, as in the mix (the mutation limit).
            for (let i = 0; i < 8; i++) await visitPage(recorder, cluster.url, '/');
            return false;
          },
          180_000,
        );
      }
    }

    // Report.
    const failures = recorder.samples.filter((s) => s.failed);
    const windows = steps.map((step) => {
      const inside = failures.filter((s) => inWindow(s, step));
      const end = Math.max(...inside.map((s) => s.at + s.ms - step.faultAt), 0);
      const start = Math.min(...inside.map((s) => s.at - step.faultAt), end);
      return {
        step: step.step,
        'recovered after (s)': ((step.recoveredAt - step.faultAt) / 1000).toFixed(1),
        failures: inside.length,
        'by kind and status': kindsOf(inside),
        'failures from–to (s)': inside.length
          ? `${(start / 1000).toFixed(1)}–${(end / 1000).toFixed(1)}`
          : '—',
        'p95 before (ms)': step.p95Before.toFixed(0),
        'p95 after (ms)': step.p95.toFixed(0),
        'p95 normal after (s)': step.normalAfterS.toFixed(0),
        note: step.note ?? '',
      };
    });
    const writes = members.flatMap((m) => m.writes);
    console.info(
      [
        '',
        `cluster test: ${recorder.samples.length} requests, ${writes.length} writes (${writes.filter((w) => w.attempts > 1).length} retried)`,
        `replica lag under the write mix (${lag.length} samples): max ${Math.max(0, ...lag.map((l) => l.bytes))} bytes, max ${Math.max(0, ...lag.map((l) => l.seconds)).toFixed(3)} s replay`,
      ].join('\n'),
    );
    console.info(table(windows));

    // Failures only inside a step's window.
    const outside = failures.filter((s) => !steps.some((step) => inWindow(s, step)));
    const when = (at: number) => `${((at - startedAt) / 1000).toFixed(1)} s`;
    if (outside.length > 0) {
      // What the BFFs and apis logged as warnings or errors last, to name the cause.
      for (const instance of [...cluster.bffs, ...cluster.apis]) {
        const lines = instance.process.output
          .split('\n')
          .filter((line) => /"level":(40|50|60)/.test(line))
          .slice(-10);
        if (lines.length > 0) console.info(`${instance.name} warnings:\n${lines.join('\n')}`);
      }
    }
    expect
      .soft(
        outside.map(
          (s) =>
            `${s.kind} ${s.status}${s.detail ? ` (${s.detail})` : ''} sent at ${when(s.at)}, ended ${when(s.at + s.ms)}`,
        ),
        `failures outside every step window (steps at ${steps.map((step) => when(step.faultAt)).join(', ')})`,
      )
      .toEqual([]);
    for (const step of steps) {
      expect
        .soft(step.p95, `p95 after "${step.step}" within ${NORMAL_WITHIN_MS / 1000} s`)
        .toBeLessThanOrEqual(p95Bound(step.p95Before));
    }

    // Exactly once, read from the database (the promoted primary).
    const db = cluster.pg.url;
    for (const member of members) {
      const acknowledged = member.writes.filter((w) => w.acknowledged);
      expect(acknowledged.length).toBe(member.writes.length);
      const favourites = await query<{ job_id: number }>(
        db,
        'SELECT f.job_id FROM favorites f JOIN end_users u ON u.id = f.end_user_id WHERE u.uid = $1',
        [member.uid],
      );
      const saved = favourites.map((row) => String(row.job_id));
      for (const write of acknowledged.filter((w) => w.kind === 'favourite')) {
        // Once (the table's primary key is the member and the job: never doubled).
        expect(
          saved.filter((id) => id === write.jobId),
          `favourite ${write.jobId}`,
        ).toHaveLength(1);
      }
      const entries = await query<{ job_id: number; n: string }>(
        db,
        `SELECT e.job_id, count(*) AS n FROM entries e JOIN end_users u ON u.id = e.end_user_id
         WHERE u.uid = $1 GROUP BY e.job_id`,
        [member.uid],
      );
      const entryCounts = Object.fromEntries(entries.map((r) => [String(r.job_id), Number(r.n)]));
      for (const write of acknowledged.filter((w) => w.kind === 'entry')) {
        expect(entryCounts[write.jobId as string], `entry for job ${write.jobId}`).toBe(1);
      }
      const messages = await query<{ label: string; n: string }>(
        db,
        `SELECT coalesce(content, file_name) AS label, count(*) AS n FROM messages
         WHERE room_id = $1 AND is_sent_by_user GROUP BY 1`,
        [Number(member.roomId)],
      );
      const messageCounts = Object.fromEntries(messages.map((r) => [r.label, Number(r.n)]));
      for (const write of acknowledged.filter(
        (w) => w.kind === 'message' || w.kind === 'attachment',
      )) {
        expect(messageCounts[write.label as string], `${write.kind} ${write.label}`).toBe(1);
      }
      const replies = await query<{ scout_id: number; entries: string; inquiries: string }>(
        db,
        `SELECT s.id AS scout_id,
                (SELECT count(*) FROM entries e WHERE e.scout_id = s.id AND e.end_user_id = u.id) AS entries,
                (SELECT count(*) FROM scout_inquiries q WHERE q.scout_id = s.id AND q.end_user_id = u.id) AS inquiries
         FROM scouts s JOIN end_users u ON u.id = s.end_user_id WHERE u.uid = $1`,
        [member.uid],
      );
      const replyCounts = Object.fromEntries(
        replies.map((r) => [
          String(r.scout_id),
          { entries: Number(r.entries), inquiries: Number(r.inquiries) },
        ]),
      );
      const scoutWrites = acknowledged.filter((w) => w.scoutId !== undefined);
      expect(scoutWrites.length, 'every scout answered in the mix').toBe(member.scouts.length);
      for (const write of scoutWrites) {
        expect(
          replyCounts[write.scoutId as string],
          `${write.kind} to scout ${write.scoutId}`,
        ).toEqual(
          write.kind === 'scoutEntry' ? { entries: 1, inquiries: 0 } : { entries: 0, inquiries: 1 },
        );
      }
    }

    // A file uploaded through one api instance downloads from each, and through HAProxy, with
    // the same bytes: the apis share the attachment store and the secret that signs its links.
    const [member] = members;
    const upload = member?.writes.find((w) => w.kind === 'attachment');
    if (!member || !upload) throw new Error('the mix made no attachment');
    const [message] = await query<{ id: number }>(
      db,
      'SELECT id FROM messages WHERE room_id = $1 AND file_name = $2',
      [Number(member.roomId), upload.label],
    );
    const file = dataOf<{ fetchMessageAttachedFile: { url: string } }>(
      await member.client.graphql(
        'query ($id: ID!) { fetchMessageAttachedFile(messageId: $id) { url } }',
        { id: String(message?.id) },
      ),
    );
    const link = new URL(file.fetchMessageAttachedFile.url, cluster.apiUrl);
    for (const origin of [...cluster.apis.map((api) => api.url), cluster.apiUrl]) {
      const response = await fetch(`${origin}${link.pathname}${link.search}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(response.status, `download from ${origin}`).toBe(200);
      expect(bytes.equals(PDF), `the same bytes from ${origin}`).toBe(true);
    }
  });
});
