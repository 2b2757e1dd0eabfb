import { createCompanyInvoiceRequestSchema, sendCompanyInvoiceRequestSchema, type CompanyInvoice } from '@fleetcheck/contracts';
import { Router } from 'express';
import type { App } from '../app';
import { requireAdmin } from '../auth/authenticate';
import { sendWritten } from '../shared/http';
import { commandContext } from '../shared/request-context';
import { parseBody } from '../shared/validation';
import type { Billing } from '../subscription/billing';
import { issueInvoice, sendInvoice } from './commands';
import type { IssuedInvoice } from '@fleetcheck/platform';
import { invoiceDeclineReason } from '@fleetcheck/domain/payment/decline-reason';

export function invoiceDto(
  invoice: IssuedInvoice,
  sentAt: string | null,
  paidAt: string | null = null,
  declinedWith: string | null = null,
): CompanyInvoice {
  return {
    _id: invoice.invoiceId,
    company: invoice.companyId,
    invoiceNo: invoice.invoiceNo,
    periodFrom: invoice.periodFrom,
    periodTo: invoice.periodTo,
    carCount: invoice.plan.carCount,
    deviceCount: invoice.plan.deviceCount,
    paymentSchedule: invoice.plan.paymentSchedule,
    paymentMethod: invoice.paymentMethod,
    subtotal: invoice.subtotal,
    taxRatePercent: invoice.taxRatePercent,
    tax: invoice.tax,
    totalAmount: invoice.totalAmount,
    status: paidAt ? 'paid' : sentAt ? 'sent' : 'issued',
    issuedAt: invoice.issuedAt,
    sentAt,
    paidAt,
    declineReason: invoiceDeclineReason(paidAt, declinedWith),
  };
}

export function invoiceRoutes(app: App, billing: Billing): Router {
  const router = Router();

  router.post('/admin/companyInvoice', async (req, res) => {
    requireAdmin(res);
    const request = parseBody(createCompanyInvoiceRequestSchema, req.body);
    const issued = await issueInvoice(app, billing, commandContext(res, app.clock), request);
    sendWritten(res, issued, { operation: 'success', data: invoiceDto(issued.invoice, null, issued.paidAt, issued.declinedWith) }, 201);
  });

  router.post('/admin/companyInvoice/sendEmail', async (req, res) => {
    requireAdmin(res);
    const { id, email } = parseBody(sendCompanyInvoiceRequestSchema, req.body);
    const sent = await sendInvoice(app, billing, commandContext(res, app.clock), id, email);
    sendWritten(res, sent, { operation: 'success', data: { id, to: sent.to } });
  });

  return router;
}
