import {
  companiesCollection,
  ledgerVerificationResponseSchema,
  ledgerVerifyQuerySchema,
  type LedgerVerification,
} from '@fleetcheck/contracts';
import type { EventStore } from '@fleetcheck/platform';
import type { Request, Response, Router } from 'express';
import { parseQuery } from '../http/list-params';
import { notFound } from '../http/query-error';
import { reply } from '../http/reply';
import { auditLedger, type LedgerAudit } from '../ledger/audit-ledger';
import { success, type RouteContext } from './context';

/** What the auditor's screen shows: intact with the chain head, or the first record that fails and why. */
export function ledgerVerification({ verdict }: LedgerAudit): LedgerVerification {
  if (verdict.intact) return { intact: true, links: verdict.links, head: verdict.head, firstMismatch: null };
  const { seq, testResultId, reason } = verdict.firstBreak;
  return { intact: false, links: verdict.links, head: null, firstMismatch: { seq, testResultId, reason } };
}

/**
 * Issue 22 item 3: an admin, or an auditor whose scope covers the company, has the company's check-record
 * chain recomputed from the event store (not the read models, which an attacker could rewrite along with it).
 */
export function ledgerVerifyRoute(
  router: Router,
  ctx: RouteContext,
  fresh: (req: Request, res: Response) => Promise<void>,
  eventStore: EventStore | undefined,
): void {
  router.get('/audit/company/:id/ledger', async (req, res) => {
    await fresh(req, res);
    const companyId = String(req.params.id);
    await ctx.auth.audit(req, companyId);
    const range = parseQuery(ledgerVerifyQuerySchema, req);
    if (!eventStore || !(await ctx.store.collection(companiesCollection).findById(companyId))) throw notFound();
    reply(res, ledgerVerificationResponseSchema, success(ledgerVerification(await auditLedger(eventStore, companyId, range))));
  });
}
