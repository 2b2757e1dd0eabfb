import { readModelCollection as defineCollection, type ReadModelDocument as ReadDocument } from './collection';
import type { EventMetadata } from '../events/metadata';
import type { HistoryNames, SubscriptionSnapshot } from '../events/subscription-history';
import type { InvoiceLine } from '../events/invoice';
import type { PaymentMethod, PaymentSchedule } from '../constants/business';

/** A company's current subscription (one per company, `_id` is the company id): GET /subscription/view. */
export interface SubscriptionViewDocument extends ReadDocument {
  companyId: string;
  snapshot: SubscriptionSnapshot;
  /** The command that produced this state ('create', 'update', 'newSubscription', 'cancel', ...). */
  operation: string;
  createdAt: string;
  updatedAt: string;
}

export const subscriptionViewsCollection = defineCollection<SubscriptionViewDocument>({
  name: 'subscription_views',
  fields: { companyId: 'string' },
});

/** A company's card on file (one per company, `_id` is the company id): named on the payment page by its last digits. */
export interface PaymentCardDocument extends ReadDocument {
  companyId: string;
  /** Null for a card saved before its digits were kept. */
  lastDigits: string | null;
  savedAt: string;
}

export const paymentCardsCollection = defineCollection<PaymentCardDocument>({
  name: 'payment_cards',
  fields: { companyId: 'string' },
});

/** An issued company invoice: GET /admin/companyInvoice/{companyId}. */
export interface InvoiceDocument extends ReadDocument {
  companyId: string;
  invoiceNo: string;
  companyName: string;
  periodFrom: string;
  periodTo: string;
  carCount: number;
  deviceCount: number;
  paymentSchedule: PaymentSchedule;
  paymentMethod: PaymentMethod;
  lines: InvoiceLine[];
  discountAmount: number;
  subtotal: number;
  taxRatePercent: number;
  tax: number;
  totalAmount: number;
  status: 'issued' | 'sent' | 'paid' | 'void';
  issuedAt: string;
  sentAt: string | null;
  /** Set by CompanyInvoicePaid (absent on documents projected before it existed). */
  paidAt?: string | null;
  /** The provider's failure code of the declined card charge (absent: none declined). */
  declineFailureCode?: string | null;
}

export const invoicesCollection = defineCollection<InvoiceDocument>({
  name: 'company_invoices',
  fields: { companyId: 'string', invoiceNo: 'string', issuedAt: 'date' },
  indexes: [{ fields: ['companyId', { field: 'issuedAt', order: 'desc' }] }],
});

/**
 * The subscription and invoice events of every company as recorded (one document per event), so the auditors' history
 * is folded on read by domain's `subscriptionHistory`, the same pure function the command side and the
 * audit CLI use: the three cannot disagree.
 */
export interface SubscriptionHistoryEventDocument extends ReadDocument {
  companyId: string;
  /** Global log position: the order of the fold. */
  position: number;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  /** Who acted and the on-behalf admin, by name as they were then (absent on documents projected before names). */
  names?: HistoryNames;
}

export const subscriptionHistoryCollection = defineCollection<SubscriptionHistoryEventDocument>({
  name: 'subscription_history_events',
  fields: { companyId: 'string', position: 'number' },
  indexes: [{ fields: ['companyId', 'position'] }],
});

/**
 * The people who can act on a subscription or an invoice (admins, managers, auditors), by user id, with their
 * name as the subscriptions projection last saw it: what it stamps on each history event, so the timeline shows
 * a person's name as it was when they acted, and a replay gives the same names.
 */
export interface HistoryPersonDocument extends ReadDocument {
  role: 'admin' | 'manager' | 'auditor';
  name: string;
  /** A manager's or admin's name in parts, so a change of one part keeps the other. */
  lastName: string | null;
  firstName: string | null;
}

export const historyPeopleCollection = defineCollection<HistoryPersonDocument>({
  name: 'subscription_history_people',
  fields: { role: 'string' },
});
