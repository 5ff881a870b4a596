/**
 * `pnpm --filter @jobsite/api ops <command> [--option value …] [--direct]`
 *
 * The companies' side of the demo, for an operator (no recruiter screens, spec §6):
 *
 *   ops scout --member demo@example.com --job 123 [--message "…"] [--hidden] [--hidden-images]
 *   ops message --room 4 --text "面接日程のご相談です"
 *   ops publish --job 123 | ops close --job 123 | ops unpublish --job 123
 *   ops rooms --member demo@example.com
 *   ops advisor-requests [--member demo@example.com] [--open] [--limit 50]
 *   ops joining-confirmation --entry 7
 *   ops entry-status --entry 7 --status interview
 *   ops interview-propose --entry 7 --slots "2026-12-03 10:00,2026-12-04 14:00" [--minutes 60] [--place "本社"]
 *   ops interviews --entry 7 | ops interview-withdraw --proposal 3
 *   ops demo-member | ops demo-account
 *
 * It asks the running api (OPS_API_URL, default http://HOST:PORT of the api's config) with the
 * operator token (OPS_TOKEN or `<DATA_DIR>/ops.token`). `--direct` opens the database itself
 * instead: only with PostgreSQL, or with PGlite while the api is stopped (PGlite serves one
 * process).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { createDatabase, migrateDatabase } from '../db';
import { FirebaseIdentityProvider } from '../identity/firebase-identity';
import { LinkTokens } from '../modules/conversions/link-tokens';
import { createIndexingNotifications } from '../modules/search-engines/notifications';
import { localSecret } from '../services';
import { isOpsCommand, OPS_COMMANDS, OpsError, runOpsCommand } from './commands';

const USAGE = `usage: ops <command> [options] [--direct]
commands: ${Object.keys(OPS_COMMANDS).join(', ')}
  scout --member <email|uid|conversionId> --job <id> [--message <text>] [--hidden]
        [--hidden-images]  hide the company's name / images until the member answers
  message --room <id> --text <text>
  publish|close|unpublish --job <id>
                         also notify search engines of the job page (within the daily quota)
  search-engines [--limit <n>]
                         the notification queue: waiting, sent today, quota, latest rows
  renewals [--limit <n>] what the demo catalogue's daily renewal did, newest day first
  rooms --member <email|uid|conversionId>
  attachments --room <id>
                         files sent in a room: name, type, size, storage key
  advisor-requests [--member <email|uid|conversionId>] [--open] [--limit <n>]
                         career advisor requests, newest first (--open: not answered yet);
                         answer one with: message --room <roomId> --text <text>
  joining-confirmation --entry <id>
  entry-status --entry <id> --status <applied|screening|interview|interview_scheduled|offered|hired|declined|closed>
  interview-propose --entry <id> --slots "<YYYY-MM-DD HH:mm>[,…]" [--minutes <n>] [--place <text>]
                         propose 1–5 interview dates (JST, in the future) in the entry's room;
                         replaces the entry's open or chosen proposal
  interviews --entry <id>
                         the entry's proposals, newest first, with the member's answers
  interview-withdraw --proposal <id>
                         withdraw an open or chosen proposal (the room is told)
  visitors --phone <number> | --email <address> [--limit <n>]
                         visitors who applied or asked about a scout without an account,
                         newest first, with their entries and scout inquiries
  demo-member            seed the demo member if missing
  demo-account           create the demo login at the Auth emulator`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    member: { type: 'string' },
    job: { type: 'string' },
    room: { type: 'string' },
    entry: { type: 'string' },
    message: { type: 'string' },
    text: { type: 'string' },
    status: { type: 'string' },
    slots: { type: 'string' },
    minutes: { type: 'string' },
    place: { type: 'string' },
    proposal: { type: 'string' },
    phone: { type: 'string' },
    email: { type: 'string' },
    hidden: { type: 'boolean' },
    'hidden-images': { type: 'boolean' },
    open: { type: 'boolean' },
    limit: { type: 'string' },
    direct: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

const command = positionals[0];
if (values.help || !command || !isOpsCommand(command)) {
  console.info(USAGE);
  process.exit(values.help ? 0 : 2);
}
const { direct, help: _help, ...options } = values;
const config = loadConfig();

async function viaApi(): Promise<unknown> {
  const token =
    config.OPS_TOKEN ??
    (() => {
      try {
        return readFileSync(path.join(config.DATA_DIR, 'ops.token'), 'utf8').trim();
      } catch {
        throw new OpsError(
          `no OPS_TOKEN and no ${path.join(config.DATA_DIR, 'ops.token')}: is the api running?`,
        );
      }
    })();
  const base =
    process.env.OPS_API_URL ??
    `http://${config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST}:${config.PORT}`;
  let response: Response;
  try {
    response = await fetch(`${base}/ops/${command}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(options),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    throw new OpsError(
      `the api at ${base} did not answer (${(error as Error).message}); start it, or use --direct`,
    );
  }
  const body = (await response.json().catch(() => ({}))) as {
    ok?: boolean;
    result?: unknown;
    error?: string;
  };
  if (!response.ok || !body.ok) throw new OpsError(body.error ?? `api answered ${response.status}`);
  return body.result;
}

async function inProcess(): Promise<unknown> {
  const database = await createDatabase(config);
  const identity = config.FIREBASE_AUTH_EMULATOR_HOST
    ? new FirebaseIdentityProvider({
        projectId: config.FIREBASE_PROJECT_ID,
        emulatorHost: config.FIREBASE_AUTH_EMULATOR_HOST,
      })
    : undefined;
  try {
    await migrateDatabase(database);
    return await runOpsCommand(
      {
        db: database.db,
        linkTokens: new LinkTokens(
          localSecret(config, config.LINK_TOKEN_SECRET, 'link-token.secret'),
        ),
        ...(identity ? { identity } : {}),
        notifications: createIndexingNotifications(config, database.db, {
          info: (fields: object, message: string) => console.info(message, fields),
          warn: (fields: object, message: string) => console.warn(message, fields),
        } as never),
      },
      command as never,
      options,
    );
  } finally {
    await identity?.close();
    await database.close();
  }
}

try {
  const result = await (direct ? inProcess() : viaApi());
  console.info(JSON.stringify(result, null, 2));
} catch (error) {
  console.error(`ops ${command}: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
