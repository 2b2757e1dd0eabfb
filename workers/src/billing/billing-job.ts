import type { InvoiceChargeJob } from './invoice-charge';
import type { RenewalJob } from './renewal';

/** A job of the billing queue: a term's renewal charge, or an invoice charge the provider never answered. */
export type BillingJob = RenewalJob | InvoiceChargeJob;

export const isInvoiceChargeJob = (job: BillingJob): job is InvoiceChargeJob => 'invoiceId' in job;
