import {
  companiesCollection,
  recordChainVerificationResponseSchema,
  recordChainVerifyQuerySchema,
  officesCollection,
  testResultsCollection,
  type RecordChainVerification,
} from '@fleetcheck/contracts';
import { inRecordChainRange, type RecordChainRange } from '@fleetcheck/domain/record-chain/audit';
import type { EventStore, ReadStore } from '@fleetcheck/platform';
import type { Request, Response, Router } from 'express';
import { parseQuery } from '../http/list-params';
import { notFound } from '../http/query-error';
import { reply } from '../http/reply';
import { auditRecordChain, type RecordChainAudit } from '../record-chain/audit-record-chain';
import { success, type RouteContext } from './context';

const CHUNK = 1000;

/**
 * The office each record belongs to, as the check records (and so the record book export's office filter) have it:
 * the records' office is not part of what the chain seals, so it only picks which links are counted. With the
 * record's driver and Japan day and time, which name a broken record to the auditor.
 */
async function recordFacts(store: ReadStore, companyId: string, ids: readonly string[]): Promise<Map<string, RecordFacts>> {
  const facts = new Map<string, RecordFacts>();
  for (let start = 0; start < ids.length; start += CHUNK) {
    const rows = await store
      .collection(testResultsCollection)
      .findMany({ filter: { companyId, _id: { in: ids.slice(start, start + CHUNK) } } });
    for (const row of rows)
      facts.set(row._id, {
        officeId: row.officeId ?? null,
        driver: `${row.lastName} ${row.firstName}`.trim(),
        date: row.date,
        time: row.time,
      });
  }
  return facts;
}

interface RecordFacts {
  officeId: string | null;
  driver: string;
  date: string;
  time: string;
}

/**
 * What the auditor's screen shows: intact with the chain head, or the first record that fails, why and in which
 * office; with the number of links of the period (of `office`, when one is asked) that were checked.
 */
export async function recordChainVerification(
  store: ReadStore,
  companyId: string,
  { links, verdict }: RecordChainAudit,
  range: RecordChainRange,
  office: string | null,
): Promise<RecordChainVerification> {
  const inPeriod = links.filter((link) => inRecordChainRange(link.occurredAt, range));
  const broken = verdict.intact ? null : verdict.firstBreak;
  const asked = [...new Set([...(office ? inPeriod.map((link) => link.testResultId) : []), ...(broken ? [broken.testResultId] : [])])];
  const facts = await recordFacts(store, companyId, asked);
  const periodLinks = office ? inPeriod.filter((link) => facts.get(link.testResultId)?.officeId === office).length : inPeriod.length;
  const common = { links: verdict.links, office, periodLinks };
  if (verdict.intact) return { intact: true, ...common, head: verdict.head, firstMismatch: null };
  const { seq, testResultId, reason } = verdict.firstBreak;
  const record = facts.get(testResultId);
  return {
    intact: false,
    ...common,
    head: null,
    firstMismatch: {
      seq,
      testResultId,
      officeId: record?.officeId ?? null,
      driver: record?.driver ?? null,
      date: record?.date ?? null,
      time: record?.time ?? null,
      reason,
    },
  };
}

/**
 * Issue 22 item 3: an admin, or an auditor whose scope covers the company, has the company's check-record
 * chain recomputed from the event store (not the read models, which an attacker could rewrite along with it).
 * The chain is the company's: it is checked whole whichever office is asked for, and a broken link anywhere
 * breaks it; the office (one of the company's, else 404) picks the links counted for the period.
 */
export function recordChainVerifyRoute(
  router: Router,
  ctx: RouteContext,
  fresh: (req: Request, res: Response) => Promise<void>,
  eventStore: EventStore | undefined,
): void {
  router.get('/audit/company/:id/ledger', async (req, res) => {
    await fresh(req, res);
    const companyId = String(req.params.id);
    await ctx.auth.audit(req, companyId);
    const { office, ...range } = parseQuery(recordChainVerifyQuerySchema, req);
    if (!eventStore || !(await ctx.store.collection(companiesCollection).findById(companyId))) throw notFound();
    // Another company's office answers as a missing one.
    if (office && (await ctx.store.collection(officesCollection).findById(office))?.companyId !== companyId) throw notFound();
    const audit = await auditRecordChain(eventStore, companyId, range);
    reply(
      res,
      recordChainVerificationResponseSchema,
      success(await recordChainVerification(ctx.store, companyId, audit, range, office ?? null)),
    );
  });
}
