import {
  auditCompanyListResponseSchema,
  auditOfficeListResponseSchema,
  auditorActivityResponseSchema,
  auditorListResponseSchema,
  companiesCollection,
  officesCollection,
  type AuditorEntryDto,
} from '@fleetcheck/contracts';
import { auditorStatusAt, type AuditorEntry } from '@fleetcheck/domain/auditor/directory';
import type { Request, Response, Router } from 'express';
import { notFound } from '../http/query-error';
import { reply } from '../http/reply';
import { success, type RouteContext } from './context';
import { subscriptionsOf } from './subscription';

/** An auditor as admins list them, with the status at `now` (domain/auditor/directory). */
function auditorDto({ activity: _a, language: _l, ...entry }: AuditorEntry, now: Date): AuditorEntryDto {
  return { ...entry, status: auditorStatusAt(entry, now) };
}

/** Issue 22: what auditors read (the companies they may audit) and what admins see of auditors. */
export function auditRoutes(
  router: Router,
  ctx: RouteContext,
  fresh: (req: Request, res: Response) => Promise<void>,
  now: () => Date,
): void {
  /** The companies the caller may audit (all for an admin, the scope for an auditor): id, name and plan status. */
  router.get('/audit/companies', async (req, res) => {
    await fresh(req, res);
    const reader = await ctx.auth.audit(req);
    const directory = reader.kind === 'auditor' ? await ctx.auth.auditors() : undefined;
    const companies = (await ctx.store.collection(companiesCollection).findMany({ sort: [{ field: 'name' }] })).filter(
      (company) => reader.kind === 'admin' || directory?.covers(reader.userId, company._id),
    );
    const subscriptions = await subscriptionsOf(
      ctx.store,
      companies.map((c) => c._id),
      ctx.today(),
    );
    const rows = companies.map((c) => ({
      _id: c._id,
      name: c.name,
      status: c.emailVerified ? (subscriptions.get(c._id)?.status ?? 'NoSubscription') : 'Unverified',
    }));
    reply(res, auditCompanyListResponseSchema, success(rows));
  });

  /** The offices of a company the caller may audit, by name: what the record book download picks one of (read-only). */
  router.get('/audit/company/:id/offices', async (req, res) => {
    await fresh(req, res);
    const companyId = String(req.params.id);
    await ctx.auth.audit(req, companyId);
    if (!(await ctx.store.collection(companiesCollection).findById(companyId))) throw notFound();
    const offices = await ctx.store.collection(officesCollection).findMany({ filter: { companyId }, sort: [{ field: 'name' }] });
    reply(res, auditOfficeListResponseSchema, success(offices.map((office) => ({ _id: office._id, name: office.name }))));
  });

  router.get('/admin/auditors', async (req, res) => {
    await fresh(req, res);
    await ctx.auth.admin(req);
    const directory = await ctx.auth.auditors();
    reply(res, auditorListResponseSchema, success((directory?.list() ?? []).map((entry) => auditorDto(entry, now()))));
  });

  /** Every audit page the auditor opened and every export they took: who, what, when (newest first). */
  router.get('/admin/auditors/:id/activity', async (req, res) => {
    await fresh(req, res);
    await ctx.auth.admin(req);
    const entry = (await ctx.auth.auditors())?.get(String(req.params.id));
    if (!entry) throw notFound();
    reply(res, auditorActivityResponseSchema, success({ auditor: auditorDto(entry, now()), activity: [...entry.activity].reverse() }));
  });
}
