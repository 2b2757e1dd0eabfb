import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { PostgresLeaseStore } from '@fleetcheck/platform';
import { createTestDatabase, type TestDatabase } from '@fleetcheck/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECTIONS_LEASE } from '../src/start';

/* `npm run replay` rebuilds the read models only while no projections runner applies events beside it. */
const packageDir = fileURLToPath(new URL('..', import.meta.url));
let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase('fc_replay_cli');
});
afterAll(async () => {
  await db?.drop();
});

function replay(): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/replay/main.ts'], {
      cwd: packageDir,
      env: { ...process.env, DATABASE_URL: db.url, ESDB_URL: '', MONGODB_URL: '', REDIS_URL: '' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stderr }));
  });
}

describe('npm run replay', () => {
  it('rebuilds when no runner holds the projections lease, and refuses while one does', { timeout: 120_000 }, async () => {
    const free = await replay();
    expect(free.stderr).toMatch(/Replayed 0 events into /);
    expect(free.code).toBe(0);

    const runner = new PostgresLeaseStore(db.url);
    const lease = await runner.tryAcquire(PROJECTIONS_LEASE);
    expect(lease).toBeDefined();
    try {
      const refused = await replay();
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain(
        'A projections runner holds the projections lease: rebuild --beside into a new database, or stop the runners first',
      );
    } finally {
      await lease!.release();
      await runner.close();
    }
  });
});
