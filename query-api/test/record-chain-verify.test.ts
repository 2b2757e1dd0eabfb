import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companiesCollection,
  recordChainCatalogue,
  recordChainHeadsCollection,
  recordChainStream,
  officesCollection,
  TEST_RESULT_STREAM_PREFIX,
  testResultsCollection,
  type EventMetadata,
  type RecordChainLink,
} from '@fleetcheck/contracts';
import { recordChainDecider, type RecordChainState } from '@fleetcheck/domain/record-chain/decider';
import type { EventStore, PostgresReadStore } from '@fleetcheck/platform';
import { pdfToText, runSql } from '@fleetcheck/platform/testing';
import { createQueryApi } from '../src';
import { openQueryStores, serveQueryApi, tokenSigner, type QueryStores, type ServedApi } from './support/query-server';
import { company, result } from './support/documents';
import { adminExists, companyExists, sessionStarted } from './support/signed-in';

/*
 * Issue 22 item 3: the auditor's record chain verification of one office and period (GET /audit/company/{id}/ledger).
 * Company ca's chain has three links: t1 (office Tokyo, 10 Jan), t2 (office Osaka, 20 Jan) and t3 (Tokyo,
 * 31 Jan 16:00 UTC, which is 1 Feb in Japan). The server recomputes the whole chain from the event store
 * whichever office is asked, counts that office's links of the period, and names the first mismatching record
 * (with its office) after a row is changed in PostgreSQL; the office's record book download prints the same head.
 */
const config = { jwtSecret: 'z'.repeat(40), jwtIssuer: 'fleetcheck' };
const clock = { now: () => new Date('2025-02-10T03:00:00.000Z') };
let stores: QueryStores;
let store: PostgresReadStore;
let events: EventStore;
let server: ServedApi;
let links: RecordChainLink[];

const admin = () => tokenSigner(config.jwtSecret, clock)('a1', { ut: 1, sid: 's1' }, 'fleetcheck:admin');
const get = async (path: string) => fetch(`${server.base}/audit/company/${path}`, { headers: { authorization: `JWT ${await admin()}` } });
const verify = async (query: string) => {
  const res = await get(`ca/ledger?${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: unknown }).data;
};

const meta = (occurredAt: string): EventMetadata => ({
  actor: { userId: 'm1', role: 'manager', companyId: 'ca' },
  onBehalfOf: null,
  correlationId: 'c',
  causationId: null,
  occurredAt,
});

/** A check as a detector-less manager recorded it before issue 15 (schema version 1, stored as such). */
const recorded = (testResultId: string, companyId: string, testedAt: string) => ({
  type: 'TestResultRecorded',
  schemaVersion: 1,
  data: {
    testResultId,
    companyId,
    source: 'manual',
    device: null,
    deviceResultId: null,
    driverId: 'd1',
    carId: null,
    testedAt,
    resultMgL: 0,
    photo: null,
    location: null,
    checkType: 'before_driving',
    method: 'face_to_face',
    checkedBy: null,
  },
  metadata: meta(testedAt),
});

/**
 * The `count` test-record events stored so far, once all are readable: another test database's open transaction
 * on the shared server can hold the readable prefix of the log back for a moment.
 */
async function recordEvents(count: number) {
  for (let tries = 0; ; tries++) {
    const stored = await events.readAll({ filter: { streamPrefixes: [TEST_RESULT_STREAM_PREFIX] } });
    if (stored.length >= count || tries === 100) return stored;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Seals every stored test-record event of `companyId` in log order through the record chain decider, as the workers' sealer does. */
async function seal(companyId: string): Promise<void> {
  let state: RecordChainState = recordChainDecider.initialState();
  for (const event of await recordEvents(4)) {
    const data = event.data as { companyId: string; testResultId: string };
    if (data.companyId !== companyId) continue;
    const sealed = recordChainDecider.decide(
      {
        type: 'SealRecordChainLink',
        data: {
          companyId,
          testResultId: data.testResultId,
          position: event.position,
          occurredAt: event.metadata.occurredAt,
          content: {
            eventId: event.id,
            streamName: event.streamName,
            revision: event.revision.toString(),
            eventType: event.type,
            schemaVersion: event.schemaVersion,
            data: event.data,
          },
        },
      },
      state,
    );
    await events.appendToStream(
      recordChainStream(companyId),
      sealed.map((e) => ({ ...recordChainCatalogue.encode(e), metadata: meta(event.metadata.occurredAt) })),
    );
    state = sealed.reduce(recordChainDecider.evolve, state);
  }
}

beforeAll(async () => {
  stores = await openQueryStores('fc_qverify');
  ({ readStore: store, events } = stores);
  await companyExists(events, 'ca');
  await companyExists(events, 'cb');
  await adminExists(events, 'a1');
  await sessionStarted(events, { sessionId: 's1', userId: 'a1', companyId: null, expiresAt: '2025-03-01T00:00:00.000Z' });
  await store.collection(companiesCollection).upsert(company('ca', 'Alpha'));
  await store.collection(companiesCollection).upsert(company('cb', 'Beta'));
  const offices = store.collection(officesCollection);
  for (const [id, companyId, name] of [
    ['o-tokyo', 'ca', 'Tokyo'],
    ['o-osaka', 'ca', 'Osaka'],
    ['o-beta', 'cb', 'Nagoya'],
  ] as const) {
    await offices.upsert({ _id: id, companyId, name } as Parameters<typeof offices.upsert>[0]);
  }

  await events.appendToStream(`${TEST_RESULT_STREAM_PREFIX}t1`, [recorded('t1', 'ca', '2025-01-10T02:00:00.000Z')]);
  await events.appendToStream(`${TEST_RESULT_STREAM_PREFIX}t2`, [recorded('t2', 'ca', '2025-01-20T02:00:00.000Z')]);
  await events.appendToStream(`${TEST_RESULT_STREAM_PREFIX}tb`, [recorded('tb', 'cb', '2025-01-21T02:00:00.000Z')]);
  await events.appendToStream(`${TEST_RESULT_STREAM_PREFIX}t3`, [recorded('t3', 'ca', '2025-01-31T16:00:00.000Z')]);
  await seal('ca');
  await seal('cb');
  links = (await events.readStream(recordChainStream('ca'))).map((e) => recordChainCatalogue.decode(e.type, e.schemaVersion, e.data).data);

  // The check records as the projections keep them: each with its driver's office.
  const rows = store.collection(testResultsCollection);
  await rows.upsert({ ...result('t1', 'ca', '2025-01-10', 1, 1), officeId: 'o-tokyo' });
  await rows.upsert({ ...result('t2', 'ca', '2025-01-20', 2, 1), officeId: 'o-osaka' });
  await rows.upsert({ ...result('t3', 'ca', '2025-02-01', 3, 1), officeId: 'o-tokyo' });
  await rows.upsert({ ...result('tb', 'cb', '2025-01-21', 4, 1), officeId: 'o-beta' });
  const last = links.at(-1)!;
  await store.collection(recordChainHeadsCollection).upsert({ _id: 'ca', seq: last.seq, hash: last.hash, occurredAt: last.occurredAt });

  server = await serveQueryApi(createQueryApi({ readStore: store, eventStore: events, config, clock }));
});
afterAll(async () => {
  await server?.close();
  await stores?.close();
});

describe("an auditor's record chain verification of one office and period", () => {
  it('company ca has three links, t1, t2 and t3 in that order, and company cb its own one', () => {
    expect(links.map((link) => [link.seq, link.testResultId])).toEqual([
      [1, 't1'],
      [2, 't2'],
      [3, 't3'],
    ]);
  });

  it("an intact chain: the whole chain's three links and head, and the office's links of the period", async () => {
    const head = links[2]!.hash;
    expect(head).toMatch(/^[0-9a-f]{64}$/);
    // January in Japan: Tokyo has t1 (t3 is 1 February in Japan), Osaka t2; all offices t1 and t2.
    expect(await verify('office=o-tokyo&from=2025-01-01&to=2025-01-31')).toEqual({
      intact: true,
      links: 3,
      office: 'o-tokyo',
      periodLinks: 1,
      head,
      firstMismatch: null,
    });
    expect(await verify('office=o-osaka&from=2025-01-01&to=2025-01-31')).toMatchObject({ office: 'o-osaka', periodLinks: 1, head });
    expect(await verify('from=2025-01-01&to=2025-01-31')).toMatchObject({ office: null, periodLinks: 2, head });
    // No period: every link of Tokyo (t1 and t3); February alone: t3.
    expect(await verify('office=o-tokyo')).toMatchObject({ periodLinks: 2, head });
    expect(await verify('office=o-tokyo&from=2025-02-01')).toMatchObject({ periodLinks: 1, head });
  });

  it("the office's record book download prints the head the verification shows", async () => {
    const res = await get('ca/ledger-export?month=2025-01&office=o-tokyo&format=pdf&language=en');
    expect(res.status).toBe(200);
    const text = pdfToText(Buffer.from(await res.arrayBuffer())).join('');
    expect(text).toContain('Alpha / Tokyo / 2025-01');
    expect(text).toContain(`Record chain head: #3 ${links[2]!.hash}`);
  });

  it("a row of Osaka's record changed in PostgreSQL breaks the chain for Tokyo too, naming the record's driver, day and office", async () => {
    const stream = `${TEST_RESULT_STREAM_PREFIX}t2`;
    const changed = await runSql(
      stores.db.url,
      `UPDATE event_store.events SET data = jsonb_set(data, '{resultMgL}', '0.05') WHERE stream_name = $1 AND revision = 0`,
      [stream],
    );
    expect(changed).toBe(1);
    try {
      expect(await verify('office=o-tokyo&from=2025-01-01&to=2025-01-31')).toEqual({
        intact: false,
        links: 3,
        office: 'o-tokyo',
        periodLinks: 1,
        head: null,
        // Named as the record book shows it: driver, Japan day and time.
        firstMismatch: {
          seq: 2,
          testResultId: 't2',
          officeId: 'o-osaka',
          driver: '山田 太郎',
          date: '2025-01-20',
          time: '2:00',
          reason: 'content_changed',
        },
      });
    } finally {
      await runSql(stores.db.url, `UPDATE event_store.events SET data = jsonb_set(data, '{resultMgL}', '0') WHERE stream_name = $1`, [
        stream,
      ]);
    }
    expect(await verify('office=o-tokyo')).toMatchObject({ intact: true, head: links[2]!.hash });
  });

  it("another company's office, an unknown office or a period that ends before it starts is refused", async () => {
    expect((await get('cb/ledger?office=o-beta')).status).toBe(200);
    expect((await get('ca/ledger?office=o-beta')).status).toBe(404);
    expect((await get('ca/ledger?office=o-none')).status).toBe(404);
    expect((await get('ca/ledger?from=2025-01-31&to=2025-01-01')).status).toBe(400);
  });
});
