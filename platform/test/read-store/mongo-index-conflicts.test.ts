import { describe, expect, it } from 'vitest';
import { conflictingIndexes } from '../../src/read-store/mongo/mongo-read-store';

/* Which existing MongoDB indexes a starting replica drops: only ours that block a wanted one (same keys, other name). */
describe('MongoDB index conflicts', () => {
  const existing = [
    { name: '_id_', key: { _id: 1 } },
    { name: 'uix_plate_1_0a0a0a0a', key: { plate: 1 } }, // the old declaration of a wanted unique index
    { name: 'ix_companyId_1', key: { companyId: 1 } }, // still wanted
    { name: 'ix_createdAt_-1', key: { createdAt: -1 } }, // the other version's index during a rolling update
    { name: 'operator_index', key: { plate: 1, companyId: 1 } }, // an operator's own
  ];

  it('drops the old declaration of a wanted index, and nothing else', () => {
    const wanted = [
      { name: 'uix_plate_1_1b1b1b1b', key: { plate: 1 } },
      { name: 'ix_companyId_1', key: { companyId: 1 } },
    ];
    expect(conflictingIndexes(existing, wanted)).toEqual(['uix_plate_1_0a0a0a0a']);
  });

  it('leaves an index of the other version alone when its keys are not wanted here (rolling update)', () => {
    expect(conflictingIndexes(existing, [{ name: 'ix_companyId_1', key: { companyId: 1 } }])).toEqual([]);
  });
});
