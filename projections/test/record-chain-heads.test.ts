import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjections, replayProjections } from '../src';
import { applyBatch } from '../src/runner/apply-batch';
import { company, driver, ev, office, testResult } from './fixtures';
import { freshStores, snapshot } from './helpers';

/*
 * Given test results and the record chain links the workers seal for them -> then the record chain head of each company
 * (what the record book export prints under its rows) is its latest link, and each sealed result carries its
 * link's number and hash. The whole log applied a second time changes no document.
 */
const hex = (digit: string) => digit.repeat(64);
const sealed = (companyId: string, seq: number, testResultId: string, hash: string, previousHash: string, at: string) => ({
  stream: `ledger-${companyId}`,
  events: [
    ev(
      'LedgerLinkSealed',
      {
        companyId,
        seq,
        testResultId,
        eventId: `e-${testResultId}`,
        streamName: `test-result-${testResultId}`,
        revision: '0',
        position: String(seq),
        eventType: 'TestResultRecorded',
        occurredAt: at,
        contentHash: hex('c'),
        previousHash,
        hash,
      },
      companyId,
      at,
    ),
  ],
});

let stores: Awaited<ReturnType<typeof freshStores>>;
let built: Awaited<ReturnType<typeof snapshot>>;

beforeAll(async () => {
  stores = await freshStores();
  for (const { stream, events } of [
    company('ca', 'Alpha'),
    company('cb', 'Beta'),
    office('ca', 'oa', 'Tokyo'),
    office('cb', 'ob', 'Osaka'),
    driver('ca', 'd1', '山田', 'oa'),
    driver('cb', 'd2', '鈴木', 'ob'),
    testResult('ca', 't1', 'd1', 0, '2025-01-10T02:00:00.000Z'),
    testResult('ca', 't2', 'd1', 0, '2025-01-10T03:00:00.000Z'),
    testResult('cb', 't3', 'd2', 0, '2025-01-10T04:00:00.000Z'),
    testResult('ca', 't4', 'd1', 0, '2025-01-10T05:00:00.000Z'),
    sealed('ca', 1, 't1', hex('1'), hex('0'), '2025-01-10T02:00:01.000Z'),
    sealed('ca', 2, 't2', hex('2'), hex('1'), '2025-01-10T03:00:01.000Z'),
    sealed('cb', 1, 't3', hex('3'), hex('0'), '2025-01-10T04:00:01.000Z'),
  ]) {
    await stores.eventStore.appendToStream(stream, events);
  }
  await replayProjections({ ...stores, projections: allProjections });
  built = await snapshot(stores.readStore, allProjections);
});
afterAll(() => stores?.close());

describe('given test results and sealed record chain links', () => {
  it("then each company's record chain head is its latest link, whatever the other companies sealed", () => {
    expect(built.ledger_heads).toEqual([
      expect.objectContaining({ _id: 'ca', seq: 2, hash: hex('2'), occurredAt: '2025-01-10T03:00:01.000Z' }),
      expect.objectContaining({ _id: 'cb', seq: 1, hash: hex('3'), occurredAt: '2025-01-10T04:00:01.000Z' }),
    ]);
  });

  it('then each sealed result carries its link, and a result not sealed yet carries none', () => {
    const results = new Map(built.test_results!.map((doc) => [(doc as { _id: string })._id, doc]));
    expect(results.get('t1')).toMatchObject({ ledgerSeq: 1, ledgerHash: hex('1') });
    expect(results.get('t2')).toMatchObject({ ledgerSeq: 2, ledgerHash: hex('2') });
    expect(results.get('t3')).toMatchObject({ ledgerSeq: 1, ledgerHash: hex('3') });
    expect(results.get('t4')).toMatchObject({ _id: 't4', companyId: 'ca' });
    expect(results.get('t4')).not.toHaveProperty('ledgerSeq');
  });

  it('and applying the whole log a second time changes no document', async () => {
    await applyBatch(stores.readStore, allProjections, new Map(), await stores.eventStore.readAll());
    expect(await snapshot(stores.readStore, allProjections)).toEqual(built);
  });
});
