import { failedJobListResponseSchema, outboxListResponseSchema, pagedListQuerySchema } from '@fleetcheck/contracts';
import { mailOutboxCollection, QueueUnavailableError, type FailedJobs } from '@fleetcheck/platform';
import type { Router } from 'express';
import { parseQuery } from '../http/list-params';
import { QueryError } from '../http/query-error';
import { reply } from '../http/reply';
import type { RouteContext } from './context';

/**
 * Platform operations for admins: the jobs that ran out of retries (retried through command-api), and the
 * mail outbox that stands in for SMTP in the local profile. Without a queue the job list is empty.
 */
export function operationsRoutes(router: Router, ctx: RouteContext, failedJobs: FailedJobs | undefined): void {
  router.get('/admin/jobs/failed', async (req, res) => {
    await ctx.auth.admin(req);
    const docs = failedJobs
      ? await failedJobs.list().catch((error: unknown) => {
          if (error instanceof QueueUnavailableError) throw new QueryError('Errors.Unavailable');
          throw error;
        })
      : [];
    reply(res.set('Cache-Control', 'no-store'), failedJobListResponseSchema, { docs, totalDocs: docs.length });
  });

  router.get('/admin/mail-outbox', async (req, res) => {
    await ctx.auth.admin(req);
    const q = parseQuery(pagedListQuerySchema, req);
    const page = await ctx.store.collection(mailOutboxCollection).paginate({
      search: q.query ?? '',
      sort: [{ field: 'createdAt', order: 'desc' }],
      page: q.page,
      limit: q.limit,
    });
    // An invoice mail carries its PDF: the list names each attachment, its bytes stay in the outbox.
    const docs = page.docs.map(({ attachments, ...mail }) =>
      attachments ? { ...mail, attachments: attachments.map(({ contentBase64: _bytes, ...file }) => file) } : mail,
    );
    reply(res.set('Cache-Control', 'no-store'), outboxListResponseSchema, { ...page, docs });
  });
}
