import { describe, expect, it } from 'vitest';
import { packPosition, unpackPosition } from '../../src/event-store/eventstoredb/positions';

describe('EventStoreDB position packing', () => {
  it('round-trips and orders like $all: by commit, then prepare', () => {
    const positions = [
      { commit: 0n, prepare: 0n },
      { commit: 1_000n, prepare: 1_000n },
      { commit: 1_000n, prepare: 1_180n },
      { commit: 1_000n, prepare: 1_000n + (1n << 20n) - 1n },
      { commit: 2_048_576n, prepare: 2_048_576n },
      { commit: (1n << 43n) - 1n, prepare: (1n << 43n) - 1n },
    ];
    const packed = positions.map(packPosition);
    for (let i = 1; i < packed.length; i++) expect(packed[i - 1]! < packed[i]!).toBe(true);
    expect(packed.map(unpackPosition)).toEqual(positions);
    expect(packed.at(-1)! < 1n << 63n).toBe(true);
  });

  it('refuses a transaction wider than the packed offset', () => {
    expect(() => packPosition({ commit: 10n, prepare: 10n + (1n << 20n) })).toThrow();
  });
});
