import { Router } from 'express';
import { QueueUnavailableError, type FailedJobs, type Logger } from '@fleetcheck/platform';
import { requireAdmin } from '../auth/authenticate';
import { DomainError, notFound } from '@fleetcheck/domain';

/**
 * An admin runs a job that exhausted its retries once more (a mail whose SMTP server was down, a
 * notification whose processor failed). The job keeps its id, so its effect still happens at most once.
 */
export function operationsRoutes(failedJobs: FailedJobs | undefined, logger: Logger | undefined): Router {
  const router = Router();
  router.post('/admin/jobs/:queue/:id/retry', async (req, res) => {
    const admin = requireAdmin(res);
    const { queue, id } = req.params;
    const retried = await failedJobs?.retry(queue, id).catch((error: unknown) => {
      if (error instanceof QueueUnavailableError) throw new DomainError('Errors.Unavailable');
      throw error;
    });
    if (!retried) throw notFound();
    logger?.info({ queue, jobId: id, adminId: admin.userId }, 'operations: failed job retried');
    res.status(202).json({ operation: 'success', data: { queue, id } });
  });
  return router;
}
