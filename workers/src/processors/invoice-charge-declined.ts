import type { CompanyInvoiceChargeDeclined, EventOf } from '@fleetcheck/contracts';
import type { ProcessorDeps } from '../deps';
import { notificationIdFor } from '../notifications/notification-id';
import { notificationDraft, raiseNotification, type Cause } from '../notifications/raise-notification';

type Declined = EventOf<typeof CompanyInvoiceChargeDeclined>['data'];

/**
 * The card on file refused an invoice's charge: the company's managers are told as for a declined renewal, an alert
 * notification (once per invoice) and, from it, a mail each.
 */
export async function processInvoiceChargeDeclined(deps: ProcessorDeps, declined: Declined, cause: Cause): Promise<void> {
  const type = 'INVOICE_PAYMENT_FAILED';
  const draft = notificationDraft({
    notificationId: notificationIdFor(type, declined.invoiceId),
    companyId: declined.companyId,
    type,
    level: 'alert',
  });
  await raiseNotification(deps.store, draft, cause, deps.clock.now());
}
