import { renderInvoicePdf } from '@fleetcheck/platform';
import type { App } from '../app';
import { companyAggregate, companyExists } from '@fleetcheck/domain/company/decider';
import { handleCommand, loadStream } from '../shared/command-handler';
import { notFound, streams } from '@fleetcheck/domain';
import type { CommandContext } from '../shared/request-context';
import type { Billing } from '../subscription/billing';
import { subscriptionAggregate } from '@fleetcheck/domain/subscription/decider';
import { billingStreams } from '@fleetcheck/domain/subscription/streams';
import {
  draftInvoice,
  invoiceAggregate,
  type InvoiceCommand,
  type InvoiceRequest,
  type IssuedInvoice,
} from '@fleetcheck/domain/invoice/decider';
import { chargeableToCardOnFile, settlingCardPayment } from '@fleetcheck/domain/invoice/card-settlement';
import { businessDay } from '@fleetcheck/domain/calendar/business-day';
import { subscriptionCatalogue } from '@fleetcheck/contracts';
import { invoiceNumberAggregate } from '@fleetcheck/domain/invoice/number-sequence';
import { invoiceDates } from '@fleetcheck/domain/invoice/due-date';
import { renderInvoiceMail } from './mail';
import { chargeInvoiceToCardOnFile, recordInvoiceSettlement } from './card-charge';

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
  const invoiceRequest: InvoiceRequest = {
    company: { companyId: request.company, name: company.state.details.name, email: company.state.details.email },
    periodFrom: request.periodFrom,
    periodTo: request.periodTo,
    subscription: state.status === 'None' ? null : state,
    taxRatePercent: billing.consumptionTaxPercent,
  };
  // Refused before a number is taken, so a refusal leaves no gap in the sequence.
  draftInvoice(invoiceRequest);
  const written = await issueNumbered(app, ctx, (numbered) => ({ type: 'IssueInvoice', data: { ...invoiceRequest, ...numbered } }));
  const { invoice } = written.state;
  const unsettled = { invoice, paidAt: null, declinedWith: null, revision: written.revision, position: written.position };
  if (invoice.paymentMethod !== 'card') return unsettled;
  return (await settleByCard(app, billing, ctx, invoice)) ?? unsettled;
}

/**
 * Takes the next invoice number, then issues the invoice `command` builds with it (through the invoice's
 * decider). The caller checks the content first, so a refusal leaves no gap in the sequence.
 */
export async function issueNumbered(
  app: App,
  ctx: CommandContext,
  command: (numbered: { invoiceId: string; invoiceNo: string; at: string }) => InvoiceCommand,
) {
  const invoiceId = app.ids.generate();
  const numbered = await handleCommand(
    app.store,
    billingStreams.invoiceSequence,
    invoiceNumberAggregate,
    { type: 'AssignInvoiceNumber', data: { invoiceId } },
    ctx.metadata(),
  );
  const [assigned] = numbered.events;
  if (assigned?.type !== 'InvoiceNumberAssigned') throw new Error('No invoice number assigned');
  const at = ctx.metadata().occurredAt;
  const written = await handleCommand(
    app.store,
    billingStreams.invoice(invoiceId),
    invoiceAggregate,
    command({ invoiceId, invoiceNo: assigned.data.invoiceNo, at }),
    ctx.metadata(),
  );
  if (written.state.status === 'None') throw notFound();
  return { ...written, state: written.state };
}

/**
 * A card company's invoice whose term the card already paid is marked paid at once, through the invoice's decider;
 * one of days the card has not paid and will not pay by a renewal is charged to the card on file now (the domain's
 * chargeableToCardOnFile); any other stays as issued (undefined).
 */
async function settleByCard(app: App, billing: Billing, ctx: CommandContext, invoice: IssuedInvoice) {
  const recorded = await app.store.readStream(billingStreams.subscription(invoice.companyId));
  const events = recorded.map((e) => subscriptionCatalogue.decode(e.type, e.schemaVersion, e.data));
  const payment = settlingCardPayment(events, invoice);
  const at = ctx.metadata().occurredAt;
  if (payment) return recordInvoiceSettlement(app, ctx, invoice, { type: 'RecordInvoicePaid', data: { ...payment, at } });
  if (chargeableToCardOnFile(events, invoice, businessDay(at))) return chargeInvoiceToCardOnFile(app, billing, ctx, invoice);
  return undefined;
}

/** POST /admin/companyInvoice/sendEmail: to the company's address unless another is given; resending is allowed. */
export async function sendInvoice(app: App, billing: Billing, ctx: CommandContext, invoiceId: string, email: string | undefined) {
  const { state } = await loadStream(app.store, billingStreams.invoice(invoiceId), invoiceAggregate);
  if (state.status === 'None') throw notFound();
  const to = email ?? state.invoice.companyEmail;
  const pdf = await renderInvoicePdf(
    { ...state.invoice, ...invoiceDates(state.invoice.issuedAt), paidOn: state.paidAt ? businessDay(state.paidAt) : null },
    billing.invoice,
  );
  await app.mailer.send(renderInvoiceMail(state.invoice, to, billing.invoice, pdf, ctx.metadata().causationId ?? invoiceId));
  // Every send is recorded, a concurrent resend included: the mail has gone.
  const written = await handleCommand(
    app.store,
    billingStreams.invoice(invoiceId),
    invoiceAggregate,
    { type: 'SendInvoice', data: { to, at: ctx.metadata().occurredAt } },
    ctx.metadata(),
  );
  return { to, revision: written.revision, position: written.position };
}
