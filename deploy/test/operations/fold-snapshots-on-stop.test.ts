import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sessionDirectoryFold } from '@fleetcheck/domain/session/validity';
import {
  createLogger,
  createPostgresEventStore,
  foldSnapshotsCollection,
  PostgresReadStore,
  readStoreFoldSnapshots,
} from '@fleetcheck/platform';
import { createTestDatabase } from '@fleetcheck/platform/testing';
import { describe, expect, it } from 'vitest';
import { localEnvSchema } from '../../src/local/env';
import { startLocalSystem } from '../../src/local/system';
import { DEMO_LOGINS } from '../../src/simulate/fleet-access';
import { callApi } from '../support/seeded-system';

/*
 * The local profile's wiring of issue 36's defect 5: a graceful stop stores the APIs' live folds (the sessions one
 * here) at the head of the log, and the next start folds on from there: a manager signed in before the stop
 * is still signed in after it, and a logout after the restart ends the session at once.
 */
const HEADS = ['session-directory/head', 'subscription-access/head', 'device-directory/head', 'auditor-directory/head'];

describe('live fold snapshots of the local profile', () => {
  it('are stored on a graceful stop at the head of the log, and the next start goes on from them', { timeout: 240_000 }, async () => {
    const db = await createTestDatabase('fc_fold_stop');
    const dataDir = await mkdtemp(path.join(tmpdir(), 'fc-fold-stop-'));
    const env = localEnvSchema.parse({
      DATABASE_URL: db.url,
      FLEETCHECK_DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
    });
    const logger = createLogger({ level: 'silent', name: 'fold-stop' });
    try {
      const first = await startLocalSystem(env, logger, { workers: false });
      const api = `${first.url}/api/v1`;
      const login = await callApi(api, 'POST', '/auth/login', {
        body: { username: DEMO_LOGINS.managerUsername, password: DEMO_LOGINS.managerPassword },
      });
      expect(login.status).toBe(200);
      const token = login.body.data.token as string;
      expect((await callApi(api, 'GET', '/auth/profile', { token })).status).toBe(200);
      await first.stop();

      // The sessions fold's snapshot holds the sign-in and is at the head of the log: the next start reads after it.
      const eventStore = await createPostgresEventStore(db.url);
      const readStore = new PostgresReadStore({ url: db.url });
      try {
        const folded = await eventStore.readAll({ filter: { eventTypes: sessionDirectoryFold.eventTypes } });
        expect(folded.at(-1)!.type).toBe('SessionStarted');
        const stored = await readStoreFoldSnapshots(readStore).load(sessionDirectoryFold.name);
        expect(stored?.position).toBe(await eventStore.headPosition());
        expect(stored!.position).toBeGreaterThanOrEqual(folded.at(-1)!.position);
        expect(stored!.json).toContain(`"userId":"${login.body.data._id as string}"`);
        // One head per fold of the APIs: sessions, subscriptions, detectors, auditors.
        const heads = await readStore.collection(foldSnapshotsCollection).findMany({ filter: { _id: { in: HEADS } } });
        expect(heads.map((head) => head._id).sort()).toEqual([...HEADS].sort());
      } finally {
        await readStore.close();
        await eventStore.close();
      }

      const second = await startLocalSystem(env, logger, { workers: false, seed: false });
      try {
        const again = `${second.url}/api/v1`;
        expect((await callApi(again, 'GET', '/auth/profile', { token })).status).toBe(200);
        expect((await callApi(again, 'GET', '/auth/logout', { token })).status).toBe(200);
        expect((await callApi(again, 'GET', '/auth/profile', { token })).status).toBe(401);
      } finally {
        await second.stop();
      }
    } finally {
      await db.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
