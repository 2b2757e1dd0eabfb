import { invoiceCatalogue, type InvoiceEvent } from '@fleetcheck/contracts';
import type { Aggregate } from '../shared/aggregate';
import { assertNever, type Decider } from '../shared/decider';

/**
 * The one sequence of invoice numbers (`invoice-sequence`): INV-000001, INV-000002, ... in issue order. Each
 * number is appended with the revision read, so two admins issuing at once get consecutive numbers, never the
 * same one and never a gap.
 */
export interface InvoiceNumberState {
  /** The last sequence number given (0: none yet). */
  last: number;
}

export type InvoiceNumberCommand = { type: 'AssignInvoiceNumber'; data: { invoiceId: string } };

export const invoiceNoOf = (sequence: number): string => `INV-${String(sequence).padStart(6, '0')}`;

export function decide(command: InvoiceNumberCommand, state: InvoiceNumberState): InvoiceEvent[] {
  switch (command.type) {
    case 'AssignInvoiceNumber': {
      const sequence = state.last + 1;
      return [{ type: 'InvoiceNumberAssigned', data: { invoiceId: command.data.invoiceId, sequence, invoiceNo: invoiceNoOf(sequence) } }];
    }
    default:
      return assertNever(command.type);
  }
}

export function evolve(state: InvoiceNumberState, event: InvoiceEvent): InvoiceNumberState {
  switch (event.type) {
    case 'InvoiceNumberAssigned':
      return { last: event.data.sequence };
    case 'CompanyInvoiceIssued':
    case 'CompanyInvoiceSent':
    case 'CompanyInvoicePaid':
    case 'CompanyInvoiceChargeDeclined':
    case 'CompanyInvoiceChargeUnanswered':
      return state;
    default:
      return assertNever(event);
  }
}

export const invoiceNumberDecider: Decider<InvoiceNumberCommand, InvoiceEvent, InvoiceNumberState> = {
  initialState: () => ({ last: 0 }),
  evolve,
  decide,
};
export const invoiceNumberAggregate: Aggregate<InvoiceNumberCommand, InvoiceEvent, InvoiceNumberState> = {
  decider: invoiceNumberDecider,
  codec: invoiceCatalogue,
};
