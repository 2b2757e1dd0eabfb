import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, type TestDatabase } from '@fleetcheck/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../src/simulate/fleet-access';
import { eventually } from '../support/eventually';

/*
 * `npm start -- --split` as a user runs it: the CLI in its own process starts command-api, query-api,
 * projections and workers as four more processes on one (fresh) PostgreSQL, behind the one-port web entry.
 */
const deployDir = fileURLToPath(new URL('../..', import.meta.url));

let db: TestDatabase;
let dataDir: string;
let cli: ChildProcess;
let output = '';
let exited: Promise<number | null>;

beforeAll(async () => {
  db = await createTestDatabase('fc_split');
  dataDir = await mkdtemp(path.join(tmpdir(), 'fc-split-'));
  cli = spawn(process.execPath, ['--import', 'tsx', 'src/local/main.ts', '--split'], {
    cwd: deployDir,
    // REDIS_URL emptied: the local profile's queue is PostgreSQL, and tests never share the machine's Redis namespace.
    env: {
      ...process.env,
      DATABASE_URL: db.url,
      REDIS_URL: '',
      FLEETCHECK_DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  cli.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  exited = new Promise((resolve) => cli.once('exit', (code) => resolve(code)));
});

afterAll(async () => {
  if (cli?.exitCode === null) {
    cli.kill('SIGTERM');
    await exited;
  }
  await db?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const urlOf = (label: RegExp) => output.match(label)?.[1];
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('npm start -- --split', () => {
  it('serves the API from four service processes that share only the stores, and stops cleanly', { timeout: 240_000 }, async () => {
    const webUrl = await eventually('the welcome text', async () => urlOf(/running on (http:\/\/\S+)/));
    await eventually('the service list', async () => urlOf(/workers\s+(http:\/\/\S+)/));
    const serviceLines = [...output.matchAll(/^\s+(command-api|query-api|projections|workers)\s+(http:\/\/\S+) \(pid (\d+)\)$/gm)];
    expect(serviceLines.map((line) => line[1]).sort()).toEqual(['command-api', 'projections', 'query-api', 'workers']);
    const service: Record<string, { url: string }> = Object.fromEntries(serviceLines.map((line) => [line[1], { url: line[2]! }]));
    const pids = new Set(serviceLines.map((line) => Number(line[3])));
    expect(pids.size).toBe(4);
    expect(pids.has(cli.pid!)).toBe(false);

    const health = await fetch(`${webUrl}/api/v1/health`);
    expect(health.status).toBe(200);
    const allReady = { 'command-api': 'ready', 'query-api': 'ready', projections: 'ready', workers: 'ready' };
    expect(((await health.json()) as { parts: unknown }).parts).toEqual(allReady);
    for (const { url } of Object.values(service)) expect((await fetch(`${url}/health`)).status).toBe(200);

    const login = await fetch(`${webUrl}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: DEMO_LOGINS.managerUsername, password: DEMO_LOGINS.managerPassword }),
    });
    expect(login.status).toBe(200);
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const auth = { authorization: `JWT ${token}` };
    // query-api, another process, accepts the new session at once (it reads what its directory has not had notice of yet).
    // (Never refused; a 404 only while its projection of the demo data is still behind on a busy machine.)
    const profile = await eventually('the profile from query-api', async () => {
      const { status } = await fetch(`${service['query-api']!.url}/api/v1/auth/profile`, { headers: auth });
      return status === 404 ? undefined : status;
    });
    expect(profile).toBe(200);

    const office = {
      name: '分割テスト営業所',
      phone: '03-1234-5678',
      postcode: '100-0001',
      prefectures: '東京都',
      municipalities: '千代田区',
      town: '千代田1-1',
    };
    const created = await fetch(`${webUrl}/api/v1/office`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(office),
    });
    expect(created.status).toBe(201);
    const officeId = ((await created.json()) as { data: { id: string } }).data.id;
    const position = created.headers.get('x-fleetcheck-position');
    expect(position).toMatch(/^\d+$/);

    // Read back from query-api's own port: it waits on the projections process's checkpoints for the write.
    const read = await fetch(`${service['query-api']!.url}/api/v1/office?limit=100`, {
      headers: { ...auth, 'x-fleetcheck-position': position! },
    });
    expect(read.status).toBe(200);
    expect(read.headers.get('x-fleetcheck-fresh')).toBe('true');
    const offices = ((await read.json()) as { docs: { _id: string; name: string }[] }).docs;
    expect(offices.find((doc) => doc._id === officeId)?.name).toBe(office.name);
    // command-api owns no such GET: the reads went to query-api. The web entry routes there too.
    expect((await fetch(`${service['command-api']!.url}/api/v1/office?limit=100`, { headers: auth })).status).toBe(404);
    const listed = await fetch(`${webUrl}/api/v1/office?limit=100`, { headers: auth });
    expect(((await listed.json()) as { docs: { _id: string }[] }).docs.map((doc) => doc._id)).toContain(officeId);
    // A GET command-api owns still reaches it through the web entry (query-api's miss falls through).
    expect((await fetch(`${webUrl}/api/v1/docs/openapi.json`)).status).toBe(200);
    // A path no API owns, in any version under /api, is the JSON 404 on every process and the web entry (issue 19).
    for (const base of [service['command-api']!.url, service['query-api']!.url, webUrl])
      for (const route of ['/api/v1/no-such-route', '/api/v2/office', '/api/anything']) {
        const missing = await fetch(`${base}${route}`, { headers: auth });
        expect([missing.status, await missing.json()], `${base}${route}`).toEqual([
          404,
          { operation: 'error', error: { key: 'Errors.NotFound', status: 404 } },
        ]);
      }

    // A service that dies is started again by the CLI, as a supervisor would.
    const crashed = Number(serviceLines.find((line) => line[1] === 'query-api')![3]);
    process.kill(crashed, 'SIGKILL');
    await eventually('the crashed query-api gone', async () => (alive(crashed) ? undefined : true));
    await eventually('query-api back after a crash', async () => {
      const answer = await fetch(`${service['query-api']!.url}/api/v1/office?limit=100`, { headers: auth });
      return answer.status === 200 ? true : undefined;
    });
    const recovered = await eventually('the web entry healthy again', async () => {
      const answer = await fetch(`${webUrl}/api/v1/health`);
      return answer.status === 200 ? ((await answer.json()) as { parts: unknown }).parts : undefined;
    });
    expect(recovered).toEqual(allReady);

    // A logout ends the token at once in every process: query-api, apart from command-api, follows the
    // store's notifications in its session directory; within a second both refuse the old token.
    const loggedOutAt = Date.now();
    expect((await fetch(`${webUrl}/api/v1/auth/logout`, { headers: auth })).status).toBe(200);
    const refusedAfterMs = await eventually(
      'query-api refusing the logged-out token',
      async () => {
        const answer = await fetch(`${service['query-api']!.url}/api/v1/office?limit=100`, { headers: auth });
        return answer.status === 401 ? Date.now() - loggedOutAt : undefined;
      },
      5000,
    );
    expect(refusedAfterMs).toBeLessThan(1000);
    const write = await fetch(`${service['command-api']!.url}/api/v1/office`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(office),
    });
    expect(write.status).toBe(401);

    cli.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of pids) expect(alive(pid)).toBe(false);
  });
});
