import type { InspectionItemEvent } from '@fleetcheck/contracts';
import { describe, it } from 'vitest';
import { spec } from '../../test/support/decider-spec';
import { inspectionItemsDecider } from './items-decider';

const added = (itemId: string): InspectionItemEvent => ({
  type: 'InspectionItemAdded',
  data: { companyId: 'c1', itemId, label: `item ${itemId}`, addedAt: '2026-11-29T00:00:00.000Z' },
});
const add = (itemId: string) => ({
  type: 'AddInspectionItem' as const,
  data: { companyId: 'c1', itemId, label: ` item ${itemId} `, at: '2026-11-29T00:00:00.000Z' },
});
const remove = (itemId: string) => ({
  type: 'RemoveInspectionItem' as const,
  data: { companyId: 'c1', itemId, at: '2026-11-29T01:00:00.000Z' },
});
const items = spec(inspectionItemsDecider);

describe('Company inspection items decider', () => {
  it('AddInspectionItem adds a trimmed label', () =>
    items
      .given([])
      .when(add('i1'))
      .then([added('i1')]));
  it('AddInspectionItem refuses the 31st item', () =>
    items
      .given(Array.from({ length: 30 }, (_, index) => added(`i${index}`)))
      .when(add('i99'))
      .thenError('Errors.InspectionItemsFull'));
  it('AddInspectionItem refuses an id in use', () =>
    items
      .given([added('i1')])
      .when(add('i1'))
      .thenError('Errors.Conflict'));
  it('RemoveInspectionItem removes an item', () =>
    items
      .given([added('i1')])
      .when(remove('i1'))
      .then([{ type: 'InspectionItemRemoved', data: { companyId: 'c1', itemId: 'i1', removedAt: '2026-11-29T01:00:00.000Z' } }]));
  it('RemoveInspectionItem answers an item not kept as not found', () =>
    items
      .given([
        added('i1'),
        { type: 'InspectionItemRemoved', data: { companyId: 'c1', itemId: 'i1', removedAt: '2026-11-29T01:00:00.000Z' } },
      ])
      .when(remove('i1'))
      .thenError('Errors.NotFound'));
});
