import type { JobProcessor, JobRetryPolicy, PaymentGateway } from '@fleetcheck/platform';
import { RenewalChargeFailed, notifyRenewalFailed, renewSubscription, type RenewalJob } from '../billing/renewal';
import type { ProcessorDeps } from '../deps';

/**
 * One renewal charge per job. A failed charge throws, so the queue retries it with backoff; the attempt
 * that uses up the retries first tells the company's managers (notification, and from it a mail).
 */
export function createBillingProcessor(deps: ProcessorDeps & { gateway: PaymentGateway }, retry: JobRetryPolicy): JobProcessor<RenewalJob> {
  return async (job) => {
    const correlationId = `renewal-${job.id}`;
    try {
      const outcome = await renewSubscription(deps, job.data, correlationId);
      deps.logger?.info({ ...job.data, outcome }, 'workers: subscription renewal');
    } catch (error) {
      if (error instanceof RenewalChargeFailed && job.attemptsMade + 1 >= retry.attempts)
        await notifyRenewalFailed(deps, job.data, correlationId);
      throw error;
    }
  };
}
