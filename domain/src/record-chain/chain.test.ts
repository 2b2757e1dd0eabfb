import { describe, expect, it } from 'vitest';
import type { RecordChainLink } from '@fleetcheck/contracts';
import { canonicalJson } from './canonical-json';
import { GENESIS_HASH, contentHash, linkHash, verifyChain, type SealedContent } from './chain';
import { decide, recordChainDecider } from './decider';
import { fold } from '../shared/decider';
import { sha256Hex } from './sha256';

const stored = (n: number, data: object = { resultMgL: 0.1 * n }): SealedContent & { position: string; testResultId: string } => ({
  eventId: `e${n}`,
  streamName: `testresult-t${n}`,
  revision: '0',
  eventType: 'TestResultRecorded',
  schemaVersion: 4,
  data,
  position: String(n * 10),
  testResultId: `t${n}`,
});

/** Seals the events through the record chain decider, as the sealer does. */
function sealAll(events: ReturnType<typeof stored>[]): RecordChainLink[] {
  const links: RecordChainLink[] = [];
  for (const event of events) {
    const state = fold(
      recordChainDecider,
      links.map((data) => ({ type: 'LedgerLinkSealed' as const, data })),
    );
    const [sealed] = decide(
      {
        type: 'SealRecordChainLink',
        data: {
          companyId: 'c1',
          testResultId: event.testResultId,
          position: BigInt(event.position),
          occurredAt: '2026-04-01T00:00:00.000Z',
          content: event,
        },
      },
      state,
    );
    if (sealed) links.push(sealed.data);
  }
  return links;
}
const byId = (events: ReturnType<typeof stored>[]) => new Map(events.map((event) => [event.eventId, event]));

describe('sha256Hex', () => {
  it('matches the FIPS 180-4 vectors and multi-block, multi-byte input', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
    expect(sha256Hex('a'.repeat(1000))).toBe('41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3');
    expect(sha256Hex('指示事項')).toBe('d94e685075b75e7e9cd48bf2d713cf55b227f1b017c672bf0ce3c73b449eb87c');
    expect(sha256Hex('🚗運転')).toBe('45f38f581b494e3e96e990330fe31f2a7fd5dbb05e71145b34cff3db9d773f0f');
  });
});

describe('canonicalJson', () => {
  it('sorts keys at every level, so a store that reorders them changes nothing', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: null, y: 'x' }], c: true } })).toBe('{"a":{"c":true,"d":[2,{"y":"x","z":null}]},"b":1}');
  });
});

describe('the documented test vector (docs/record-chain.md, hashes worked out with sha256sum)', () => {
  const recorded = { ...stored(1), data: { resultMgL: 0.1 }, testResultId: 't1' };
  const corrected = {
    eventId: 'e2',
    streamName: 'testresult-t1',
    revision: '1',
    eventType: 'TestResultCorrected',
    schemaVersion: 2,
    data: { resultMgL: 0.15, detector: { serial: 'A1', model: 'X' }, comment: '指示事項なし' },
    position: '20',
    testResultId: 't1',
  };

  it('seals the two events into exactly the documented content hashes, link hashes and head', () => {
    const links = sealAll([recorded, corrected]);
    expect(links.map(({ seq, previousHash, contentHash, hash }) => ({ seq, previousHash, contentHash, hash }))).toEqual([
      {
        seq: 1,
        previousHash: '0000000000000000000000000000000000000000000000000000000000000000',
        contentHash: '8e1490d50073d7c6dc38e5dab71257418b30f2850a4023752145d73e288fb793',
        hash: '605969d02392ba248cf4e44ec82364d35cde437003dacc13b046306276aedae1',
      },
      {
        seq: 2,
        previousHash: '605969d02392ba248cf4e44ec82364d35cde437003dacc13b046306276aedae1',
        contentHash: '0480125bcc95016d25cf5642ac035356ee67e7fefe34ece2ce902d13fd8fd325',
        hash: '14efc569b474fdd9c3e78a6db38af07073c38fd14b44c23b0dd13eaa0f257e28',
      },
    ]);
    expect(verifyChain({ links, events: byId([recorded, corrected]) })).toMatchObject({
      intact: true,
      head: '14efc569b474fdd9c3e78a6db38af07073c38fd14b44c23b0dd13eaa0f257e28',
    });
  });
});

describe('record chain', () => {
  const events = [stored(1), stored(2), stored(3)];
  const links = sealAll(events);

  it('links each event to the one before: seq 1..3, the first after the genesis hash', () => {
    expect(links.map((link) => link.seq)).toEqual([1, 2, 3]);
    expect(links[0]!.previousHash).toBe(GENESIS_HASH);
    expect(links[1]!.previousHash).toBe(links[0]!.hash);
    expect(links[0]!.hash).toBe(linkHash(GENESIS_HASH, contentHash(events[0]!)));
    expect(verifyChain({ links, events: byId(events) })).toEqual({ intact: true, head: links[2]!.hash, links: 3, contentChecked: 3 });
  });

  it('a redelivered event seals nothing', () => {
    const state = fold(
      recordChainDecider,
      links.map((data) => ({ type: 'LedgerLinkSealed' as const, data })),
    );
    const again = { companyId: 'c1', testResultId: 't2', position: 20n, occurredAt: '2026-04-01T00:00:00.000Z', content: events[1]! };
    expect(decide({ type: 'SealRecordChainLink', data: again }, state)).toEqual([]);
  });

  it('names the first record whose stored event changed, or went missing', () => {
    const changed = byId([events[0]!, stored(2, { resultMgL: 0 }), stored(3, { resultMgL: 0 })]);
    expect(verifyChain({ links, events: changed })).toMatchObject({
      intact: false,
      firstBreak: { reason: 'content_changed', testResultId: 't2', seq: 2 },
    });
    expect(verifyChain({ links, events: byId([events[0]!, events[2]!]) })).toMatchObject({
      intact: false,
      firstBreak: { reason: 'event_missing', testResultId: 't2' },
    });
  });

  it('a rewritten, dropped or reordered link breaks the chain', () => {
    const rewritten = links.map((link) => (link.seq === 2 ? { ...link, contentHash: sha256Hex('forged') } : link));
    expect(verifyChain({ links: rewritten, events: byId(events) })).toMatchObject({ firstBreak: { reason: 'link_broken', seq: 2 } });
    expect(verifyChain({ links: [links[0]!, links[2]!], events: byId(events) })).toMatchObject({
      firstBreak: { reason: 'sequence_gap', testResultId: 't3' },
    });
  });

  it('an event slipped in behind the chain breaks it; one newer than the last link only waits to be sealed', () => {
    const slipped = { ...stored(9), position: '15', testResultId: 't9' };
    expect(verifyChain({ links, events: byId([...events, slipped]) })).toMatchObject({
      firstBreak: { reason: 'unsealed_event', testResultId: 't9', seq: null },
    });
    expect(verifyChain({ links, events: byId([...events, stored(4)]) })).toMatchObject({ intact: true });
  });

  it('checks content only in scope, continuity everywhere', () => {
    const changed = byId([stored(1, { resultMgL: 9 }), events[1]!, events[2]!]);
    expect(verifyChain({ links, events: changed, inScope: (link) => link.seq > 1 })).toMatchObject({ intact: true, contentChecked: 2 });
  });
});
