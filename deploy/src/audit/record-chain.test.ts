import { describe, expect, it } from 'vitest';
import { linkLine } from './record-chain';

describe('the audit CLI record chain listing', () => {
  it('dates each link on the Japanese wall clock: 15:30 UTC on 31 March is 00:30 on 1 April in Japan', () => {
    const hash = (c: string) => c.repeat(64);
    const link = {
      companyId: 'c1',
      seq: 7,
      testResultId: 'tr-1',
      eventId: 'e-1',
      streamName: 'test-result-tr-1',
      revision: '0',
      position: '42',
      eventType: 'TestResultRecorded',
      occurredAt: '2026-03-31T15:30:00.000Z',
      contentHash: hash('a'),
      previousHash: hash('b'),
      hash: hash('c'),
    };
    expect(linkLine(link)).toBe(`7\t2026-04-01 00:30 JST\tTestResultRecorded\ttr-1\t${hash('c')}`);
  });
});
