import type { PaymentMethod } from '../constants/business';
import type { EventMetadata } from './metadata';
import type { CompanyInvoiceIssued, CompanyInvoicePaid } from './invoice';
import type { EventOf } from './catalogue';
import type { SubscriptionAmounts, SubscriptionEvent, SubscriptionPlan } from './subscription';

/**
 * The shapes of the auditors' view of a company's subscription. The fold that produces them is the
 * subscription decider's, in domain (`@fleetcheck/domain/subscription/history`): command side, query side
 * and the audit CLI all use it, so they cannot disagree.
 */
export const AUDIT_STATUSES = ['Pending', 'Active', 'Cancelled', 'Expired'] as const;
export type AuditStatus = (typeof AUDIT_STATUSES)[number];

export interface SubscriptionSnapshot {
  status: AuditStatus;
  plan: SubscriptionPlan;
  paymentMethod: PaymentMethod;
  amounts: SubscriptionAmounts;
  startDate: string | null;
  expiryDate: string | null;
  /** Set once cancelled: the last day of access. */
  cancelledEffectiveOn: string | null;
}

export interface RecordedSubscriptionEvent {
  event: SubscriptionEvent;
  metadata: EventMetadata;
}

/** The invoice events an auditor sees in a company's timeline beside its subscription changes. */
export type InvoiceHistoryEvent = EventOf<typeof CompanyInvoiceIssued> | EventOf<typeof CompanyInvoicePaid>;
export const INVOICE_HISTORY_EVENT_TYPES = ['CompanyInvoiceIssued', 'CompanyInvoicePaid'] as const;

/** The names of who acted and of the admin acting on behalf, as they were when the event happened (null: unknown). */
export interface HistoryNames {
  actor: string | null;
  onBehalfOf: string | null;
}

/** One event of a company's timeline as recorded, with the names of the people behind it. */
export interface RecordedHistoryEvent {
  event: SubscriptionEvent | InvoiceHistoryEvent;
  metadata: EventMetadata;
  names?: HistoryNames | undefined;
}

/** An invoice as it stood at a point of the timeline: amounts before tax, tax and total, whole yen. */
export interface HistoryInvoice {
  invoiceId: string;
  invoiceNo: string;
  periodFrom: string;
  periodTo: string;
  subtotal: number;
  tax: number;
  totalAmount: number;
  status: 'issued' | 'paid';
}

export type HistoryEventType = SubscriptionEvent['type'] | InvoiceHistoryEvent['type'];

export interface SubscriptionHistoryEntry {
  at: string;
  type: HistoryEventType;
  actor: EventMetadata['actor'];
  /** The admin who acted inside the company, if any. */
  onBehalfOf: EventMetadata['onBehalfOf'];
  /** The actor's and the on-behalf admin's names at that time (admin, manager or auditor). */
  names: HistoryNames;
  /** The subscription before and after (an invoice event leaves it as it was; null before the first subscription). */
  before: SubscriptionSnapshot | null;
  after: SubscriptionSnapshot | null;
  /** Charged (card), recorded (bank transfer) or settling an invoice by this event, whole yen. */
  amountPaid: number;
  /** The invoice this event issued or paid, as it stood after it. */
  invoice: HistoryInvoice | null;
}

export interface SubscriptionHistory {
  entries: SubscriptionHistoryEntry[];
  /** The state replayed up to `asOf` (or all events), with status as seen on that day. */
  state: SubscriptionSnapshot | null;
  /** The company's invoices issued up to `asOf`, each paid or not as of then, in the order issued. */
  invoices: HistoryInvoice[];
}
