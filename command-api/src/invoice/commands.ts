import { invoiceCatalogue, type InvoiceEvent } from '@fleetcheck/contracts';
import { WrongExpectedRevisionError, renderInvoicePdf, type IssuedInvoice } from '@fleetcheck/platform';
import type { App } from '../app';
import { companyAggregate, companyExists } from '@fleetcheck/domain/company/decider';
import { loadStream } from '../shared/command-handler';
import { DomainError, notFound, streams } from '@fleetcheck/domain';
import type { CommandContext } from '../shared/request-context';
import type { Billing } from '../subscription/billing';
import { subscriptionAggregate } from '@fleetcheck/domain/subscription/decider';
import { invoiceAmounts, termsInPeriod } from '@fleetcheck/domain/subscription/invoice-amounts';
import { billingStreams } from '@fleetcheck/domain/subscription/streams';
import { renderInvoiceMail } from './mail';

/**
 * Next number of the sequence: read the last, append with its revision. A concurrent issuer makes the
 * append fail and we read again, so numbers are unique and without duplicates in issue order.
 */
async function nextInvoiceNumber(app: App, ctx: CommandContext, invoiceId: string): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const [last] = await app.store.readStream(billingStreams.invoiceSequence, { direction: 'backwards', maxCount: 1 });
    const previous = last
      ? (invoiceCatalogue.decode(last.type, last.schemaVersion, last.data) as Extract<InvoiceEvent, { type: 'InvoiceNumberAssigned' }>).data
          .sequence
      : 0;
    const sequence = previous + 1;
    const invoiceNo = `INV-${String(sequence).padStart(6, '0')}`;
    const event = invoiceCatalogue.encode({ type: 'InvoiceNumberAssigned', data: { invoiceId, sequence, invoiceNo } });
    try {
      await app.store.appendToStream(
        billingStreams.invoiceSequence,
        [{ ...event, metadata: ctx.metadata() }],
        last ? last.revision : 'no_stream',
      );
      return invoiceNo;
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
    }
  }
  throw new DomainError('Errors.Conflict');
}

/** POST /admin/companyInvoice: prices the company's current plan over the period, plus consumption tax. */
export async function issueInvoice(
  app: App,
  billing: Billing,
  ctx: CommandContext,
  request: { company: string; periodFrom: string; periodTo: string },
) {
  const company = await loadStream(app.store, streams.company(request.company), companyAggregate);
  if (!companyExists(company.state)) throw notFound();
  const { state } = await loadStream(app.store, billingStreams.subscription(request.company), subscriptionAggregate);
  if (state.status === 'None') throw new DomainError('Errors.SubscriptionRequired');
  const terms = termsInPeriod(request.periodFrom, request.periodTo, state.plan.paymentSchedule);
  const { plan } = state;
  const { lines, discountAmount, subtotal, tax, totalAmount } = invoiceAmounts(plan, state.amounts, terms, billing.consumptionTaxPercent);
  const invoiceId = app.ids.generate();
  const invoiceNo = await nextInvoiceNumber(app, ctx, invoiceId);
  const issued: IssuedInvoice = {
    invoiceId,
    invoiceNo,
    companyId: request.company,
    companyName: company.state.details.name,
    companyEmail: company.state.details.email,
    periodFrom: request.periodFrom,
    periodTo: request.periodTo,
    plan,
    paymentMethod: state.paymentMethod,
    lines,
    discountAmount,
    subtotal,
    taxRatePercent: billing.consumptionTaxPercent,
    tax,
    totalAmount,
    issuedAt: ctx.metadata().occurredAt,
  };
  const event = invoiceCatalogue.encode({ type: 'CompanyInvoiceIssued', data: issued });
  const result = await app.store.appendToStream(billingStreams.invoice(invoiceId), [{ ...event, metadata: ctx.metadata() }], 'no_stream');
  return { invoice: issued, revision: result.nextExpectedRevision, position: result.position };
}

export async function loadInvoice(app: App, invoiceId: string): Promise<{ invoice: IssuedInvoice; revision: bigint } | undefined> {
  const recorded = await app.store.readStream(billingStreams.invoice(invoiceId));
  const first = recorded[0];
  if (!first) return undefined;
  const event = invoiceCatalogue.decode(first.type, first.schemaVersion, first.data);
  if (event.type !== 'CompanyInvoiceIssued') return undefined;
  return { invoice: event.data, revision: recorded.at(-1)!.revision };
}

/** POST /admin/companyInvoice/sendEmail: to the company's address unless another is given; resending is allowed. */
export async function sendInvoice(app: App, billing: Billing, ctx: CommandContext, invoiceId: string, email: string | undefined) {
  const loaded = await loadInvoice(app, invoiceId);
  if (!loaded) throw notFound();
  const to = email ?? loaded.invoice.companyEmail;
  const pdf = await renderInvoicePdf(loaded.invoice, billing.invoice);
  await app.mailer.send(renderInvoiceMail(loaded.invoice, to, billing.invoice.bankLines, pdf, ctx.metadata().causationId ?? invoiceId));
  const event = invoiceCatalogue.encode({
    type: 'CompanyInvoiceSent',
    data: { invoiceId, companyId: loaded.invoice.companyId, to, sentAt: ctx.metadata().occurredAt },
  });
  const result = await app.store.appendToStream(
    billingStreams.invoice(invoiceId),
    [{ ...event, metadata: ctx.metadata() }],
    loaded.revision,
  );
  return { to, revision: result.nextExpectedRevision, position: result.position };
}
