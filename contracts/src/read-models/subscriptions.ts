import { readModelCollection as defineCollection, type ReadModelDocument as ReadDocument } from './collection';
import type { EventMetadata } from '../events/metadata';
import type { SubscriptionSnapshot } from '../events/subscription-history';
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
}

export const invoicesCollection = defineCollection<InvoiceDocument>({
  name: 'company_invoices',
  fields: { companyId: 'string', invoiceNo: 'string', issuedAt: 'date' },
  indexes: [{ fields: ['companyId', { field: 'issuedAt', order: 'desc' }] }],
});

/**
 * The subscription events of every company as recorded (one document per event), so the auditors' history
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
}

export const subscriptionHistoryCollection = defineCollection<SubscriptionHistoryEventDocument>({
  name: 'subscription_history_events',
  fields: { companyId: 'string', position: 'number' },
  indexes: [{ fields: ['companyId', 'position'] }],
});
