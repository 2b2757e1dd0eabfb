import type { JobProcessor, JobRetryPolicy, PaymentGateway } from '@fleetcheck/platform';
import { isInvoiceChargeJob, type BillingJob } from '../billing/billing-job';
import { chargeUnansweredInvoice } from '../billing/invoice-charge';
import { RenewalChargeFailed, notifyRenewalFailed, renewSubscription } from '../billing/renewal';
import type { ProcessorDeps } from '../deps';

/**
 * One card charge per job: a term's renewal, or an admin invoice's charge the provider never answered. A failed
 * renewal charge, or an invoice charge the provider again leaves unanswered, throws, so the queue retries it with
 * backoff; the attempt that uses up a renewal's retries first tells the company's managers (notification, and from it
 * a mail). An invoice still unanswered then stays unpaid, its job listed as failed for operations to retry.
 */
export function createBillingProcessor(deps: ProcessorDeps & { gateway: PaymentGateway }, retry: JobRetryPolicy): JobProcessor<BillingJob> {
  return async (job) => {
    const { data } = job;
    if (isInvoiceChargeJob(data)) {
      const outcome = await chargeUnansweredInvoice(deps, data, `invoice-charge-${job.id}`);
      deps.logger?.info({ ...data, outcome }, 'workers: unanswered invoice charge');
      return;
    }
    const correlationId = `renewal-${job.id}`;
    try {
      const outcome = await renewSubscription(deps, data, correlationId);
      deps.logger?.info({ ...data, outcome }, 'workers: subscription renewal');
    } catch (error) {
      if (error instanceof RenewalChargeFailed && job.attemptsMade + 1 >= retry.attempts)
        await notifyRenewalFailed(deps, data, correlationId);
      throw error;
    }
  };
}
