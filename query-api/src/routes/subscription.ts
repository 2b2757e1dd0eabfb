import {
  companiesCollection,
  subscriptionHistoryResponseSchema,
  companyInvoiceListResponseSchema,
  subscriptionViewResponseSchema,
  companyInvoiceQuerySchema,
  invoicesCollection,
  paymentCardsCollection,
  subscriptionHistoryCollection,
  subscriptionHistoryQuerySchema,
  subscriptionViewsCollection,
  type InvoiceDocument,
  type RecordedHistoryEvent,
  type Subscription,
  type SubscriptionViewDocument,
} from '@fleetcheck/contracts';
import { subscriptionHistory } from '@fleetcheck/domain/subscription/history';
import { statusOn } from '@fleetcheck/domain/subscription/status';
import { invoiceDates } from '@fleetcheck/domain/invoice/due-date';
import { invoiceDeclineReason } from '@fleetcheck/domain/payment/decline-reason';
import { businessDay } from '@fleetcheck/domain/calendar/business-day';
import { invoiceLayoutFromEnv, invoicePdfFileName, renderInvoicePdf, type InvoiceLayout, type ReadStore } from '@fleetcheck/platform';
import type { Request, Response, Router } from 'express';
import { parseQuery } from '../http/list-params';
import { notFound } from '../http/query-error';
import { reply } from '../http/reply';
import { success, type RouteContext } from './context';
import { streamCsv } from '../http/csv';
import { subscriptionHistoryColumns } from './subscription-history-csv';
import { renderSubscriptionHistoryPdf } from './subscription-history-pdf';

/** The API's subscription record; the status is as seen today (a term that ran out reads Expired). */
export function subscriptionRecord(view: SubscriptionViewDocument, today: string): Subscription {
  const { snapshot } = view;
  return {
    _id: view._id,
    company: view.companyId,
    carCount: snapshot.plan.carCount,
    deviceCount: snapshot.plan.deviceCount,
    paymentSchedule: snapshot.plan.paymentSchedule,
    paymentMethod: snapshot.paymentMethod,
    status: statusOn(snapshot, today),
    startDate: snapshot.startDate,
    expiryDate: snapshot.expiryDate,
    totalAmount: snapshot.amounts.totalAmount,
    deviceAmount: snapshot.amounts.deviceAmount,
    carAmount: snapshot.amounts.carAmount,
    createdAt: view.createdAt,
    operation: view.operation,
  };
}

/** The company's card on file by its last digits (null when none is saved, or saved before digits were kept). */
export async function cardOnFileOf(store: ReadStore, companyId: string): Promise<{ lastDigits: string } | null> {
  const card = await store.collection(paymentCardsCollection).findById(companyId);
  return card?.lastDigits ? { lastDigits: card.lastDigits } : null;
}

/** Subscriptions of a page of companies, one `in` query. */
export async function subscriptionsOf(store: ReadStore, companyIds: readonly string[], today: string): Promise<Map<string, Subscription>> {
  if (companyIds.length === 0) return new Map();
  const views = await store.collection(subscriptionViewsCollection).findMany({ filter: { _id: { in: [...companyIds] } } });
  return new Map(views.map((v) => [v._id, subscriptionRecord(v, today)]));
}

const invoiceRecord = (doc: InvoiceDocument) => ({
  _id: doc._id,
  company: doc.companyId,
  invoiceNo: doc.invoiceNo,
  periodFrom: doc.periodFrom,
  periodTo: doc.periodTo,
  carCount: doc.carCount,
  deviceCount: doc.deviceCount,
  paymentSchedule: doc.paymentSchedule,
  paymentMethod: doc.paymentMethod,
  subtotal: doc.subtotal,
  taxRatePercent: doc.taxRatePercent,
  tax: doc.tax,
  totalAmount: doc.totalAmount,
  status: doc.status,
  issuedAt: doc.issuedAt,
  sentAt: doc.sentAt,
  paidAt: doc.paidAt ?? null,
  declineReason: invoiceDeclineReason(doc.paidAt, doc.declineFailureCode),
});

/** A client that asks for the PDF: `Accept: application/pdf` or `?format=pdf`. */
const wantsPdf = (req: Request): boolean => {
  const { format } = parseQuery(companyInvoiceQuerySchema, req);
  return format === 'pdf' || (format === undefined && (req.get('accept') ?? '').includes('application/pdf'));
};

export function subscriptionRoutes(
  router: Router,
  ctx: RouteContext,
  fresh: (req: Request, res: Response) => Promise<void>,
  invoiceLayout: InvoiceLayout = invoiceLayoutFromEnv(),
): void {
  router.get('/subscription/view', async (req, res) => {
    await fresh(req, res);
    const { companyId } = await ctx.auth.companyUser(req);
    const view = await ctx.store.collection(subscriptionViewsCollection).findById(companyId);
    // The card on file, named by its last digits, so a plan change can be paid with it without typing a card again.
    const cardOnFile = await cardOnFileOf(ctx.store, companyId);
    reply(res, subscriptionViewResponseSchema, success(view ? { ...subscriptionRecord(view, ctx.today()), cardOnFile } : null));
  });

  // A company's invoices as JSON, newest first; with an invoice id and a PDF request, that invoice's bilingual PDF.
  router.get('/admin/companyInvoice/:id', async (req, res) => {
    await fresh(req, res);
    await ctx.auth.admin(req);
    if (wantsPdf(req)) {
      const invoice = await ctx.store.collection(invoicesCollection).findById(String(req.params.id));
      if (!invoice) throw notFound();
      const pdf = await renderInvoicePdf(
        { ...invoice, ...invoiceDates(invoice.issuedAt), paidOn: invoice.paidAt ? businessDay(invoice.paidAt) : null },
        invoiceLayout,
      );
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Disposition', `attachment; filename="${invoicePdfFileName(invoice)}"`);
      res.setHeader('Cache-Control', 'private, no-store');
      res.send(pdf);
      return;
    }
    const docs = await ctx.store
      .collection(invoicesCollection)
      .findMany({ filter: { companyId: String(req.params.id) }, sort: [{ field: 'issuedAt', order: 'desc' }] });
    reply(res, companyInvoiceListResponseSchema, success(docs.map(invoiceRecord)));
  });

  /**
   * For auditors (and admins): every subscription change with before/after and every invoice, who acted by name,
   * and the state and invoices as of a day or instant; as JSON, or as a PDF or CSV in `language`.
   */
  router.get('/admin/company/:id/subscription-history', async (req, res) => {
    await fresh(req, res);
    await ctx.auth.audit(req, String(req.params.id));
    const { asOf, format, language } = parseQuery(subscriptionHistoryQuerySchema, req);
    const companyId = String(req.params.id);
    const docs = await ctx.store
      .collection(subscriptionHistoryCollection)
      .findMany({ filter: { companyId }, sort: [{ field: 'position' }] });
    if (docs.length === 0) throw notFound();
    const recorded = docs.map(
      (d) => ({ event: { type: d.type, data: d.data }, metadata: d.metadata, names: d.names }) as RecordedHistoryEvent,
    );
    const history = subscriptionHistory(recorded, asOf);
    const stamp = asOf ? `-as-of-${asOf.slice(0, 16).replace(/:/g, '')}` : '';
    if (format === 'csv') {
      res.setHeader('Cache-Control', 'private, no-store');
      await streamCsv(res, `subscription-history-${companyId}${stamp}.csv`, language, subscriptionHistoryColumns(language), [
        history.entries,
      ]);
      return;
    }
    if (format === 'pdf') {
      const company = await ctx.store.collection(companiesCollection).findById(companyId);
      const pdf = await renderSubscriptionHistoryPdf({
        companyName: company?.name ?? companyId,
        history,
        asOf,
        language,
        fontPath: invoiceLayout.fontPath,
      });
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Disposition', `attachment; filename="subscription-history-${companyId}${stamp}.pdf"`);
      res.setHeader('Cache-Control', 'private, no-store');
      res.send(pdf);
      return;
    }
    reply(res, subscriptionHistoryResponseSchema, success(history));
  });
}
