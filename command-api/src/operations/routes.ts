import { Router } from 'express';
import type { FailedJobs, Logger } from '@fleetcheck/platform';
import { requireAdmin } from '../auth/authenticate';
import { notFound } from '@fleetcheck/domain';

/**
 * An admin runs a job that exhausted its retries once more (a mail whose SMTP server was down, a
 * notification whose processor failed). The job keeps its id, so its effect still happens at most once.
 */
export function operationsRoutes(failedJobs: FailedJobs | undefined, logger: Logger | undefined): Router {
  const router = Router();
  router.post('/admin/jobs/:queue/:id/retry', async (req, res) => {
    const admin = requireAdmin(res);
    const { queue, id } = req.params;
    if (!failedJobs || !(await failedJobs.retry(queue, id))) throw notFound();
    logger?.info({ queue, jobId: id, adminId: admin.userId }, 'operations: failed job retried');
    res.status(202).json({ operation: 'success', data: { queue, id } });
  });
  return router;
}
