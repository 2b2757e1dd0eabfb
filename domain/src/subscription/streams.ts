/** Stream names of billing (`<aggregate>-<id>`), alongside shared/stream-names.ts. */
export const billingStreams = {
  /** One subscription per company, keyed by the company id. */
  subscription: (companyId: string) => `subscription-${companyId}`,
  payment: (orderId: string) => `payment-${orderId}`,
  invoice: (invoiceId: string) => `invoice-${invoiceId}`,
  invoiceSequence: 'invoice-sequence',
} as const;
