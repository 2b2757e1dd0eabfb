import { paymentCardStream } from '@fleetcheck/contracts';

/** Stream names of billing (`<aggregate>-<id>`), alongside shared/stream-names.ts. */
export const billingStreams = {
  /** One subscription per company, keyed by the company id. */
  subscription: (companyId: string) => `subscription-${companyId}`,
  payment: (orderId: string) => `payment-${orderId}`,
  /** The company's saved card; its prefix is in contracts, where the renewal scan reads it from. */
  paymentCard: paymentCardStream,
  invoice: (invoiceId: string) => `invoice-${invoiceId}`,
  invoiceSequence: 'invoice-sequence',
} as const;
