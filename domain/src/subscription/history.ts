import type {
  HistoryInvoice,
  InvoiceHistoryEvent,
  RecordedHistoryEvent,
  SubscriptionEvent,
  SubscriptionHistory,
  SubscriptionHistoryEntry,
} from '@fleetcheck/contracts';
import { businessDay, businessDayEnd } from '../calendar/business-day';
import { assertNever } from '../shared/decider';
import { subscriptionDecider } from './decider';
import { snapshotOf, statusOn } from './status';

function amountPaid(event: SubscriptionEvent): number {
  switch (event.type) {
    case 'SubscriptionStarted':
    case 'SubscriptionPlanChanged':
      return event.data.payment?.amount ?? 0;
    case 'BankTransferPaymentRecorded':
      return event.data.amount;
    case 'SubscriptionCancelled':
      return 0;
    default:
      return assertNever(event);
  }
}

const isInvoiceEvent = (event: SubscriptionEvent | InvoiceHistoryEvent): event is InvoiceHistoryEvent =>
  event.type === 'CompanyInvoiceIssued' || event.type === 'CompanyInvoicePaid';

/** The company's invoices after one invoice event: an issued one is added, a paid one marked paid (what was charged). */
function evolveInvoices(
  invoices: ReadonlyMap<string, HistoryInvoice>,
  event: InvoiceHistoryEvent,
): { invoices: Map<string, HistoryInvoice>; invoice: HistoryInvoice | null; paid: number } {
  const next = new Map(invoices);
  switch (event.type) {
    case 'CompanyInvoiceIssued': {
      const { invoiceId, invoiceNo, periodFrom, periodTo, subtotal, tax, totalAmount } = event.data;
      const invoice: HistoryInvoice = { invoiceId, invoiceNo, periodFrom, periodTo, subtotal, tax, totalAmount, status: 'issued' };
      next.set(invoiceId, invoice);
      return { invoices: next, invoice, paid: 0 };
    }
    case 'CompanyInvoicePaid': {
      const issued = next.get(event.data.invoiceId);
      const invoice = issued ? { ...issued, status: 'paid' as const } : null;
      if (invoice) next.set(invoice.invoiceId, invoice);
      return { invoices: next, invoice, paid: event.data.amount };
    }
    default:
      return assertNever(event);
  }
}

/**
 * The auditors' history: the subscription decider's own fold, in order, with each change's before and after,
 * and the company's invoices (issued, paid) between them. `asOf` ('YYYY-MM-DD' business day, or an ISO instant)
 * keeps only events that happened up to then (a bare date includes that whole day in Japan) and reports the
 * status as seen on that day and each invoice as it stood then.
 */
export function subscriptionHistory(recorded: readonly RecordedHistoryEvent[], asOf?: string): SubscriptionHistory {
  const cutoff = asOf === undefined ? undefined : asOf.length === 10 ? businessDayEnd(asOf) : new Date(asOf).toISOString();
  const entries: SubscriptionHistoryEntry[] = [];
  let state = subscriptionDecider.initialState();
  let invoices: ReadonlyMap<string, HistoryInvoice> = new Map();
  for (const { event, metadata, names } of recorded) {
    if (cutoff !== undefined && metadata.occurredAt > cutoff) break;
    const who = {
      at: metadata.occurredAt,
      type: event.type,
      actor: metadata.actor,
      onBehalfOf: metadata.onBehalfOf,
      names: names ?? { actor: null, onBehalfOf: null },
    };
    const before = snapshotOf(state);
    if (isInvoiceEvent(event)) {
      const next = evolveInvoices(invoices, event);
      invoices = next.invoices;
      entries.push({ ...who, before, after: before, amountPaid: next.paid, invoice: next.invoice });
      continue;
    }
    state = subscriptionDecider.evolve(state, event);
    const after = snapshotOf(state);
    if (after) entries.push({ ...who, before, after, amountPaid: amountPaid(event), invoice: null });
  }
  const snapshot = snapshotOf(state);
  const last = cutoff ?? recorded.at(-1)?.metadata.occurredAt;
  return {
    entries,
    state: snapshot && last ? { ...snapshot, status: statusOn(snapshot, businessDay(last)) } : snapshot,
    invoices: [...invoices.values()],
  };
}
