// A throwaway PostgreSQL 15 server started the way apps/api/scripts/with-postgres.sh starts
// one (Debian's binaries, run as `postgres` when we are root, data and socket under /tmp,
// loopback only, fsync off), but held by the caller so it can be stopped and started again
// mid-test. The script stays the way to run a whole command against a server.
import { execFile, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '@jobsite/firebase-emulator';

const run = promisify(execFile);
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const isRoot = process.getuid?.() === 0;

/** argv that runs a PostgreSQL binary as the server user (PostgreSQL refuses to run as root). */
function asServerUser(binary: string, args: string[]): [string, string[]] {
  const full = path.join(PG_BIN, binary);
  return isRoot ? ['runuser', ['-u', 'postgres', '--', full, ...args]] : [full, args];
}

export interface PostgresServer {
  /** Superuser URL of the `postgres` database (TEST_DATABASE_URL of with-postgres.sh). */
  url: string;
  port: number;
  /** A URL of another database on the same server. */
  urlOf(database: string): string;
  /** `fast`: a clean shutdown; `immediate`: a crash (recovery from the WAL at the next start). */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  /** A replica (startStandby) becomes a primary: `pg_ctl promote`, waiting until it is one. */
  promote(): Promise<void>;
  /** Stops it for good and removes its data. */
  dispose(): Promise<void>;
}

export async function startPostgres(
  options: {
    /**
     * `on` (PostgreSQL's default) for tests that check nothing committed is lost across a crash;
     * `off`, as with-postgres.sh runs it, for speed.
     */
    synchronousCommit?: 'on' | 'off';
  } = {},
): Promise<PostgresServer> {
  const { work, data } = serverFolders();
  const [initdb, initArgs] = asServerUser('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  await run(initdb, initArgs);
  return serverOn(work, options);
}

/**
 * A streaming replica of `primary`: `pg_basebackup -R` (it writes primary_conninfo and
 * standby.signal) through the replication slot `slot`, which it creates, so the primary keeps
 * the WAL the replica has not received yet. initdb's pg_hba.conf already lets loopback
 * connections replicate (trust). `promote()` makes it a primary.
 */
export async function startStandby(
  primary: PostgresServer,
  options: { slot: string; synchronousCommit?: 'on' | 'off' },
): Promise<PostgresServer> {
  const { work, data } = serverFolders();
  const [basebackup, args] = asServerUser('pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(primary.port),
    '-U',
    'postgres',
    '-D',
    data,
    '-R',
    '-C',
    '-S',
    options.slot,
    '-X',
    'stream',
    '-c',
    'fast',
  ]);
  await run(basebackup, args);
  return serverOn(work, options);
}

/** A folder for a server (its data directory and socket folder), owned by the server user. */
function serverFolders(): { work: string; data: string } {
  if (!existsSync(path.join(PG_BIN, 'pg_ctl'))) {
    throw new Error(
      `no PostgreSQL 15 at ${PG_BIN}: apt-get install postgresql (or run apps/api/scripts/with-postgres.sh once, which installs it)`,
    );
  }
  const work = mkdtempSync('/tmp/jobsite-pg.');
  const data = path.join(work, 'data');
  const sockets = path.join(work, 'sockets');
  mkdirSync(data, { mode: 0o700 });
  mkdirSync(sockets);
  if (isRoot) {
    const { uid, gid } = serverUser();
    for (const dir of [work, data, sockets]) chownSync(dir, uid, gid);
  }
  return { work, data };
}

/** Starts the server whose data directory is `<work>/data` on a free loopback port. */
async function serverOn(
  work: string,
  options: { synchronousCommit?: 'on' | 'off' },
): Promise<PostgresServer> {
  const data = path.join(work, 'data');
  const sockets = path.join(work, 'sockets');
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    `-k ${sockets}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    `-c synchronous_commit=${options.synchronousCommit ?? 'off'}`,
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  const log = path.join(work, 'server.log');
  const pgCtl = (args: string[]) => {
    const [command, argv] = asServerUser('pg_ctl', ['-D', data, ...args]);
    return run(command, argv);
  };
  const start = async () => {
    await pgCtl(['-l', log, '-w', '-t', '60', '-o', settings, 'start']);
  };
  /** `pg_ctl status` exits 0 while the server runs and 3 once it has stopped. */
  const running = () =>
    pgCtl(['status']).then(
      () => true,
      (error: { code?: number }) => {
        if (error.code === 3) return false;
        throw error;
      },
    );
  // Only a server that is not running is left alone: a stop that fails (e.g. times out on a
  // loaded machine) throws with pg_ctl's output, instead of leaving the server up unnoticed.
  const stop = async (mode: 'fast' | 'immediate' = 'fast') => {
    if (!(await running())) return;
    await pgCtl(['-m', mode, '-w', '-t', '120', 'stop']);
    if (await running()) throw new Error(`PostgreSQL still running after pg_ctl stop -m ${mode}`);
  };
  // A test process that dies must not leave a server behind.
  const onExit = () => {
    const [command, argv] = asServerUser('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
    spawnSync(command, argv, { stdio: 'ignore' });
    rmSync(work, { recursive: true, force: true });
  };
  process.once('exit', onExit);
  await start();
  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    url: urlOf('postgres'),
    port,
    urlOf,
    stop,
    start,
    async promote() {
      // -w: returns once the server accepts writes.
      await pgCtl(['-w', '-t', '60', 'promote']);
    },
    async dispose() {
      process.removeListener('exit', onExit);
      await stop('immediate');
      rmSync(work, { recursive: true, force: true });
    },
  };
}

function serverUser(): { uid: number; gid: number } {
  const id = (flag: string) => {
    const result = spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error('no `postgres` user (apt-get install postgresql)');
    return Number(result.stdout.trim());
  };
  return { uid: id('-u'), gid: id('-g') };
}

/** Creates a database on the server (the `createdb` the api's bench and tests do through SQL). */
export async function createDatabase(server: PostgresServer, name: string): Promise<string> {
  const [command, argv] = asServerUser('createdb', [
    '-h',
    '127.0.0.1',
    '-p',
    String(server.port),
    '-U',
    'postgres',
    name,
  ]);
  await run(command, argv);
  return server.urlOf(name);
}
