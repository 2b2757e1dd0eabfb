import { COMPANY_INSPECTION_ITEMS_MAX, inspectionItemCatalogue, type InspectionItemEvent } from '@fleetcheck/contracts';
import type { Aggregate } from '../shared/aggregate';
import { assertNever, type Decider } from '../shared/decider';
import { DomainError, notFound } from '../shared/domain-error';
import type { CompanyItem } from './checklist';

/** A company's own daily-inspection items, in the order added (the stream is the company's: nobody else's to touch). */
export interface InspectionItemsState {
  items: readonly CompanyItem[];
}

export type InspectionItemsCommand =
  | { type: 'AddInspectionItem'; data: { companyId: string; itemId: string; label: string; at: string } }
  | { type: 'RemoveInspectionItem'; data: { companyId: string; itemId: string; at: string } };

export function decide(command: InspectionItemsCommand, state: InspectionItemsState): InspectionItemEvent[] {
  switch (command.type) {
    case 'AddInspectionItem': {
      const { companyId, itemId, label, at } = command.data;
      if (state.items.some((item) => item.itemId === itemId)) throw new DomainError('Errors.Conflict');
      if (state.items.length >= COMPANY_INSPECTION_ITEMS_MAX) throw new DomainError('Errors.InspectionItemsFull');
      return [{ type: 'InspectionItemAdded', data: { companyId, itemId, label: label.trim(), addedAt: at } }];
    }
    case 'RemoveInspectionItem': {
      const { companyId, itemId, at } = command.data;
      if (!state.items.some((item) => item.itemId === itemId)) throw notFound();
      return [{ type: 'InspectionItemRemoved', data: { companyId, itemId, removedAt: at } }];
    }
    default:
      return assertNever(command);
  }
}

export function evolve(state: InspectionItemsState, event: InspectionItemEvent): InspectionItemsState {
  switch (event.type) {
    case 'InspectionItemAdded':
      return { items: [...state.items, { itemId: event.data.itemId, label: event.data.label }] };
    case 'InspectionItemRemoved':
      return { items: state.items.filter((item) => item.itemId !== event.data.itemId) };
    default:
      return assertNever(event);
  }
}

export const inspectionItemsDecider: Decider<InspectionItemsCommand, InspectionItemEvent, InspectionItemsState> = {
  initialState: () => ({ items: [] }),
  evolve,
  decide,
};
export const inspectionItemsAggregate: Aggregate<InspectionItemsCommand, InspectionItemEvent, InspectionItemsState> = {
  decider: inspectionItemsDecider,
  codec: inspectionItemCatalogue,
};
