import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPostgresEventStore, startPostgres } from '@fleetcheck/platform';
import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../src/simulate/fleet-access';
import { eventually } from '../support/eventually';
import { managerBody, officeBody } from '../support/request-bodies';

/*
 * A plain stop of `npm start` (and `npm start -- --split`) on its embedded PostgreSQL, as an operator does it:
 * SIGTERM while many creates are in flight. The runner stops taking connections, answers those requests, stops
 * the projections and workers, and stops PostgreSQL last: every request gets its 201, each of them is in the
 * event store once the system is down, nothing is reset, and the log shows no error (PostgreSQL's 57P01
 * "terminating connection due to administrator command" included).
 */
const deployDir = fileURLToPath(new URL('../..', import.meta.url));
/** Managers (each hashes a password: still being worked on when the signal comes) and offices (quick), at once. */
const MANAGERS = 8;
const OFFICES = 86;

/**
 * POST /api/v1/manager with `Expect: 100-continue`: `taken` settles when the server has read the request
 * (its interim 100 Continue) and the body is sent; `status` is the final answer's status, or why none came.
 */
function postInFlight(
  base: string,
  token: string,
  resource: 'manager' | 'office',
  body: unknown,
): { taken: Promise<void>; status: Promise<number | string> } {
  const payload = JSON.stringify(body);
  let taken!: (value?: undefined) => void;
  const takenPromise = new Promise<void>((resolve) => (taken = resolve));
  const status = new Promise<number | string>((resolve) => {
    const req = httpRequest(`${base}/api/v1/${resource}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(payload),
        authorization: `JWT ${token}`,
        expect: '100-continue',
      },
    });
    req.on('continue', () => req.end(payload, () => taken()));
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 'no status'));
    });
    req.on('error', (error) => {
      taken();
      resolve(`failed: ${String(error)}`);
    });
  });
  return { taken: takenPromise, status };
}

describe.each([
  { mode: 'npm start', args: [] as string[] },
  { mode: 'npm start -- --split', args: ['--split'] },
])('SIGTERM to $mode', ({ args }) => {
  it('answers every request in flight, resets nothing, logs no error and exits 0', { timeout: 420_000 }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'fc-stop-'));
    // No DATABASE_URL: the runner starts (and must stop) its own embedded PostgreSQL under the data dir.
    const env: NodeJS.ProcessEnv = { ...process.env, REDIS_URL: '', FLEETCHECK_DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' };
    delete env.DATABASE_URL;
    env.LOG_LEVEL = 'warn';
    const cli = spawn(process.execPath, ['--import', 'tsx', 'src/local/main.ts', ...args], {
      cwd: deployDir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    cli.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    cli.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => cli.once('exit', (code) => resolve(code)));
    try {
      const url = await eventually(
        'the runner to print its URL',
        async () => output.match(/FleetCheck is running on (http:\/\/\S+)/)?.[1],
        300_000, // four processes under tsx: on a loaded 2-core machine the split start took 150 s and more
      );
      await eventually('health 200', async () => ((await fetch(`${url}/api/v1/health`)).ok ? true : undefined), 60_000);
      const login = await fetch(`${url}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: DEMO_LOGINS.managerUsername, password: DEMO_LOGINS.managerPassword }),
      });
      const token = ((await login.json()) as { data: { token: string } }).data.token;
      const logBefore = output.length;

      // Creating a manager hashes a password: those requests are still being worked on when the signal arrives.
      // Each asks for 100-continue, so the server's "continue" proves it has taken the request in (a request
      // only written to the socket could still be dropped as an idle connection); the signal goes once all are.
      const managerEmails = Array.from({ length: MANAGERS }, (_, index) => `stop${index}@orderly.example`);
      const officeNames = Array.from({ length: OFFICES }, (_, index) => `停止テスト営業所${index}`);
      const requests = [
        ...managerEmails.map((email) => postInFlight(url, token, 'manager', managerBody(email))),
        ...officeNames.map((name) => postInFlight(url, token, 'office', officeBody(name))),
      ];
      await Promise.all(requests.map((request) => request.taken));
      cli.kill('SIGTERM');

      expect(await Promise.all(requests.map((request) => request.status))).toEqual(Array.from({ length: MANAGERS + OFFICES }, () => 201));
      expect(await exited).toBe(0);
      const log = output.slice(logBefore);
      expect(log).not.toContain('57P01');
      expect(log).not.toMatch(/"level":(50|60)/);
      expect(log).not.toMatch(/ECONNRESET|terminating connection/);

      // Every create answered 201 is in the event store, once (read with the system down, from its data dir).
      const postgres = await startPostgres({ dataDir });
      const events = await createPostgresEventStore(postgres.url);
      try {
        const stored = await events.readAll({ filter: { eventTypes: ['ManagerCreated', 'OfficeCreated'] } });
        const managers = stored.flatMap((e) =>
          e.type === 'ManagerCreated' ? [(e.data as { profile: { email: string } }).profile.email] : [],
        );
        const offices = stored.flatMap((e) => (e.type === 'OfficeCreated' ? [(e.data as { details: { name: string } }).details.name] : []));
        expect(managers.filter((email) => email.endsWith('@orderly.example')).sort()).toEqual([...managerEmails].sort());
        expect(offices.filter((name) => name.startsWith('停止テスト営業所')).sort()).toEqual([...officeNames].sort());
      } finally {
        await events.close();
        await postgres.stop();
      }
    } finally {
      if (cli.exitCode === null) {
        cli.kill('SIGKILL');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
