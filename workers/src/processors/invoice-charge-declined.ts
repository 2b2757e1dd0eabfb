import type { CompanyInvoiceChargeDeclined, EventOf } from '@fleetcheck/contracts';
import { raiseInvoicePaymentFailed } from '../billing/invoice-charge';
import type { ProcessorDeps } from '../deps';
import type { Cause } from '../notifications/raise-notification';

type Declined = EventOf<typeof CompanyInvoiceChargeDeclined>['data'];

/**
 * The card on file refused an invoice's charge (when the admin issued it, or on the workers' retry of a charge left
 * unanswered): the company's managers are told as for a declined renewal, an alert notification (once per invoice)
 * and, from it, a mail each.
 */
export async function processInvoiceChargeDeclined(deps: ProcessorDeps, declined: Declined, cause: Cause): Promise<void> {
  await raiseInvoicePaymentFailed(deps, declined, cause);
}
