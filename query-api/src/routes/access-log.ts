import {
  accessLogQuerySchema,
  accessLogResponseSchema,
  adminChangesCollection,
  adminsCollection,
  companiesCollection,
  onBehalfSessionsCollection,
  type AccessLogChange,
  type AdminChangeDocument,
} from '@fleetcheck/contracts';
import type { FieldConditions, Filter } from '@fleetcheck/platform';
import { businessDayEnd, businessDayStart } from '@fleetcheck/domain/calendar/business-day';
import type { Request, Response, Router } from 'express';
import { parseQuery } from '../http/list-params';
import { reply } from '../http/reply';
import { success, type RouteContext } from './context';

/** At most this many sessions and this many changes per answer (the newest); `truncated` says more matched. */
export const ACCESS_LOG_LIMIT = 500;

/**
 * Issue 22 item 4: the access log, for admins and auditors. Every session an admin opened on a company's
 * behalf (from when to when, and what it changed) and every change an admin made to a company, its
 * subscription, its invoices or a detector, newest first, filterable by company and by a period of Japan days.
 * An auditor names a company of their scope, or reads the log of every company their scope covers.
 */
export function accessLogRoute(router: Router, ctx: RouteContext, fresh: (req: Request, res: Response) => Promise<void>): void {
  router.get('/audit/access-log', async (req, res) => {
    await fresh(req, res);
    const q = parseQuery(accessLogQuerySchema, req);
    const reader = await ctx.auth.audit(req, q.company);
    // `audit` checked that a named company is in the auditor's scope; otherwise the scope narrows the log.
    const scope = reader.kind === 'auditor' ? (await ctx.auth.auditors())?.get(reader.userId)?.scope : undefined;
    const company: Filter = q.company
      ? { companyId: q.company }
      : scope?.kind === 'companies'
        ? { companyId: { in: scope.companyIds } }
        : {};
    const from = q.from ? businessDayStart(q.from) : undefined;
    const to = q.to ? businessDayEnd(q.to) : undefined;
    const period: FieldConditions = { ...(from ? { gte: from } : {}), ...(to ? { lte: to } : {}) };

    const changeDocs = await ctx.store.collection(adminChangesCollection).findMany({
      filter: { ...company, ...(from || to ? { at: period } : {}) },
      sort: [{ field: 'at', order: 'desc' }],
      limit: ACCESS_LOG_LIMIT + 1,
    });
    // A session counts when it overlaps the period: started before its end, and ran (or may run) past its start.
    const sessionDocs = (
      await ctx.store.collection(onBehalfSessionsCollection).findMany({
        filter: { ...company, ...(to ? { startedAt: { lte: to } } : {}) },
        sort: [{ field: 'startedAt', order: 'desc' }],
      })
    ).filter((doc) => !from || (doc.endedAt ?? doc.expiresAt) >= from);

    const sessions = sessionDocs.slice(0, ACCESS_LOG_LIMIT);
    const changes = changeDocs.slice(0, ACCESS_LOG_LIMIT);
    const madeIn = await Promise.all(
      sessions.map((session) =>
        ctx.store.collection(adminChangesCollection).findMany({
          filter: {
            companyId: session.companyId,
            adminId: session.adminId,
            onBehalf: true,
            at: { gte: session.startedAt, lte: session.endedAt ?? session.expiresAt },
          },
          sort: [{ field: 'at', order: 'asc' }],
          limit: ACCESS_LOG_LIMIT,
        }),
      ),
    );

    const adminIds = [...new Set([...sessions, ...changes].map((row) => row.adminId))];
    const companyIds = [...new Set([...sessions, ...changes].flatMap((row) => (row.companyId ? [row.companyId] : [])))];
    const [admins, companies] = await Promise.all([
      adminIds.length ? ctx.store.collection(adminsCollection).findMany({ filter: { _id: { in: adminIds } } }) : [],
      companyIds.length ? ctx.store.collection(companiesCollection).findMany({ filter: { _id: { in: companyIds } } }) : [],
    ]);
    const adminName = new Map(admins.map((a) => [a._id, `${a.lastName} ${a.firstName}`.trim() || a.username]));
    const companyName = new Map(companies.map((c) => [c._id, c.name]));
    const change = (doc: AdminChangeDocument): AccessLogChange => ({
      at: doc.at,
      adminId: doc.adminId,
      adminName: adminName.get(doc.adminId) ?? doc.adminId,
      companyId: doc.companyId,
      companyName: doc.companyId ? (companyName.get(doc.companyId) ?? null) : null,
      onBehalf: doc.onBehalf,
      eventType: doc.eventType,
      streamName: doc.streamName,
    });

    reply(
      res,
      accessLogResponseSchema,
      success({
        sessions: sessions.map((session, index) => ({
          sessionId: session._id,
          adminId: session.adminId,
          adminName: adminName.get(session.adminId) ?? session.adminId,
          companyId: session.companyId,
          companyName: companyName.get(session.companyId) ?? null,
          startedAt: session.startedAt,
          endedAt: session.endedAt,
          expiresAt: session.expiresAt,
          changes: madeIn[index]!.map(change),
        })),
        changes: changes.map(change),
        truncated: sessionDocs.length > ACCESS_LOG_LIMIT || changeDocs.length > ACCESS_LOG_LIMIT,
      }),
    );
  });
}
