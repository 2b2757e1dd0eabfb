import { PaymentGatewayUnavailable, type JobProcessor, type JobRetryPolicy, type PaymentGateway } from '@fleetcheck/platform';
import { isInvoiceChargeJob, type BillingJob } from '../billing/billing-job';
import { chargeUnansweredInvoice, notifyInvoiceChargeUnanswered } from '../billing/invoice-charge';
import { RenewalChargeFailed, notifyRenewalFailed, renewSubscription } from '../billing/renewal';
import type { ProcessorDeps } from '../deps';

/**
 * One card charge per job: a term's renewal, or an admin invoice's charge the provider never answered. A failed
 * renewal charge, or an invoice charge the provider again leaves unanswered, throws, so the queue retries it with
 * backoff; the attempt that uses up a renewal's retries, or an invoice charge's while the provider stays silent, first
 * tells the company's managers (notification, and from it a mail). Such an invoice stays unpaid, its job listed as
 * failed for the platform staff to run again.
 */
export function createBillingProcessor(deps: ProcessorDeps & { gateway: PaymentGateway }, retry: JobRetryPolicy): JobProcessor<BillingJob> {
  return async (job) => {
    const { data } = job;
    const lastTry = job.attemptsMade + 1 >= retry.attempts;
    if (isInvoiceChargeJob(data)) {
      const correlationId = `invoice-charge-${job.id}`;
      return chargeTellingOnLastTry(
        async () => {
          const outcome = await chargeUnansweredInvoice(deps, data, correlationId);
          deps.logger?.info({ ...data, outcome }, 'workers: unanswered invoice charge');
        },
        // Only silence: any other failure may come after the card was charged (the invoice not yet recorded paid).
        (error) => lastTry && error instanceof PaymentGatewayUnavailable,
        () => notifyInvoiceChargeUnanswered(deps, data, correlationId),
      );
    }
    const correlationId = `renewal-${job.id}`;
    return chargeTellingOnLastTry(
      async () => {
        const outcome = await renewSubscription(deps, data, correlationId);
        deps.logger?.info({ ...data, outcome }, 'workers: subscription renewal');
      },
      (error) => lastTry && error instanceof RenewalChargeFailed,
      () => notifyRenewalFailed(deps, data, correlationId),
    );
  };
}

/** Runs a charge; when it fails in a way that `givesUp` says leaves it unpaid for good, tells the managers, then fails the job. */
async function chargeTellingOnLastTry(
  charge: () => Promise<void>,
  givesUp: (error: unknown) => boolean,
  tellManagers: () => Promise<void>,
): Promise<void> {
  try {
    await charge();
  } catch (error) {
    if (givesUp(error)) await tellManagers();
    throw error;
  }
}
