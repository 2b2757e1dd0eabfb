import { SandboxCards } from '@fleetcheck/platform';
import { AnswerLosingGateway, pdfToText } from '@fleetcheck/platform/testing';
import { paymentCardAggregate } from '@fleetcheck/domain/payment/card-decider';
import { billingStreams } from '@fleetcheck/domain/subscription/streams';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { createVerifiedCompany } from '../../src/company/commands';
import { createManager } from '../../src/manager/commands';
import { handleCommand } from '../../src/shared/command-handler';
import { systemContext } from '../../src/shared/request-context';
import { invoiceOrderId } from '@fleetcheck/contracts';
import { companyBody, login, startHarness, type Harness } from '../support/api-harness';

/**
 * An admin-made invoice for a company that pays by card is charged to the card on file (the sandbox gateway, as
 * Omise in production) and marked paid; a declined card leaves it unpaid with the reason; a bank-transfer company's
 * invoice is charged to nothing.
 */
const gateway = new AnswerLosingGateway('http://app.test/api/v1/payments/sandbox/authorize');
let h: Harness;
let admin: string;
let companies = 0;

beforeAll(async () => {
  h = await startHarness({ start: new Date('2026-03-01T03:00:00.000Z'), paymentGateway: gateway });
  const adminLogin = h.seed.logins.find((l) => l.role === 'admin')!;
  admin = (await login(h, adminLogin.username, adminLogin.password, true)).token;
});
afterAll(async () => {
  await h?.close();
});

const cardToken = (number: string) =>
  gateway.createToken({ number, name: 'TARO YAMADA', expirationMonth: 12, expirationYear: 2030, securityCode: '123' });

/** A company of its own with a signed-in manager and a monthly plan of 2 cars and 1 rented device, paid as `pays`. */
async function companyPaying(pays: 'card' | 'bank transfer') {
  const n = ++companies;
  const app = createApp(h.deps);
  const ctx = systemContext(app.ids, app.clock);
  const companyId = await createVerifiedCompany(app, ctx, companyBody(`card-invoice-${n}@example.com`, `カード請求社 ${n}`));
  const profile = {
    firstName: '花子',
    lastName: '佐藤',
    spellingFirstName: 'ハナコ',
    spellingLastName: 'サトウ',
    email: `card-invoice-manager-${n}@example.com`,
    mobile: '09012345678',
    officeId: null,
    image: null,
  };
  const created = await createManager(app, ctx, { companyId, userType: 2, password: 'invoice-pass-1', profile });
  const manager = (await login(h, created.credentials.username, 'invoice-pass-1')).token;
  const plan = { company: companyId, carCount: 2, deviceCount: 1, paymentSchedule: 'monthly' };
  const signup =
    pays === 'card'
      ? await h.call('POST', '/subscription/omise-verified', {
          token: manager,
          body: { ...plan, cardToken: cardToken(SandboxCards.success) },
        })
      : await h.call('POST', '/subscription/signupwithbanktransfer', { token: manager, body: plan });
  expect(signup.status).toBe(pays === 'card' ? 200 : 201);
  return { companyId, manager };
}

/** The card on file becomes one the provider declines (the company saved another card since it paid). */
async function cardOnFileDeclines(companyId: string) {
  const app = createApp(h.deps);
  const { customerId } = await gateway.createCustomer({
    email: 'billing@example.com',
    description: companyId,
    cardToken: cardToken(SandboxCards.insufficientFund),
  });
  await handleCommand(
    h.store,
    billingStreams.paymentCard(companyId),
    paymentCardAggregate,
    { type: 'SavePaymentCard', data: { companyId, customerId, orderId: 'another-card', lastDigits: '0011' } },
    systemContext(app.ids, app.clock).metadata(),
  );
}

// April, one monthly term of the plan: 2 cars × 1,500 + 1 device × 3,000 = 6,000 yen; tax 600; total 6,600.
const april = (company: string) => ({ company, periodFrom: '2026-04-01', periodTo: '2026-04-30' });
/** Days before today (1 March in Japan) that no term of the card covered: arrears, charged as the invoice is issued. */
const february = (company: string) => ({ company, periodFrom: '2026-02-01', periodTo: '2026-02-28' });
const march = (company: string) => ({ company, periodFrom: '2026-03-01', periodTo: '2026-03-31' });
const invoiceEvents = async (invoiceId: string) =>
  (await h.store.readStream(billingStreams.invoice(invoiceId))).map((e) => ({ type: e.type, data: e.data as Record<string, unknown> }));

/** February's invoice, issued by the admin and left unpaid (declined with `declineReason`, or not): its id and events. */
async function unpaidFebruary(companyId: string, declineReason: string | null) {
  const issued = await h.call('POST', '/admin/companyInvoice', { token: admin, body: february(companyId) });
  expect(issued.status).toBe(201);
  expect(issued.body.data).toMatchObject({ paymentMethod: 'card', totalAmount: 6600, status: 'issued', paidAt: null, declineReason });
  const invoiceId = issued.body.data._id as string;
  return { invoiceId, events: await invoiceEvents(invoiceId) };
}

describe('an admin-made invoice of a card-paying company', () => {
  it('is charged to the card on file and marked paid with the charge; a manager may not issue one', async () => {
    const { companyId, manager } = await companyPaying('card');
    const issued = await h.call('POST', '/admin/companyInvoice', { token: admin, body: february(companyId) });
    expect(issued.status).toBe(201);
    expect(issued.body.data).toMatchObject({ paymentMethod: 'card', totalAmount: 6600, status: 'paid', declineReason: null });
    expect(issued.body.data.paidAt).toBe('2026-03-01T03:00:00.000Z');
    const invoiceId = issued.body.data._id as string;
    const charge = await gateway.findChargeByOrder(invoiceOrderId(invoiceId), new Date(0));
    expect(charge).toMatchObject({ status: 'successful', amount: 6600 });
    const events = await invoiceEvents(invoiceId);
    expect(events.map((e) => e.type)).toEqual(['CompanyInvoiceIssued', 'CompanyInvoicePaid']);
    expect(events[1]!.data).toMatchObject({ chargeId: charge!.id, orderId: invoiceOrderId(invoiceId), amount: 6600 });
    // The PDF says paid, and asks for no transfer.
    const pdf = await h.call('POST', '/admin/companyInvoice/sendEmail', {
      token: admin,
      body: { id: invoiceId, email: 'paid@example.com' },
    });
    expect(pdf.status).toBe(200);
    const printed = pdfToText(h.mailer.sent.find((m) => m.to === 'paid@example.com')!.attachments![0]!.content);
    expect(printed).toContain('お支払い済み / Paid: 2026-03-01');
    expect(printed).not.toContain('お振込先');

    const refused = await h.call('POST', '/admin/companyInvoice', { token: manager, body: april(companyId) });
    expect(refused.status).toBe(403);
  });

  it('stays unpaid when the card on file is declined, with the reason', async () => {
    const { companyId } = await companyPaying('card');
    await cardOnFileDeclines(companyId);
    const { invoiceId, events } = await unpaidFebruary(companyId, 'Errors.PaymentInsufficientFund');
    expect(events.map((e) => e.type)).toEqual(['CompanyInvoiceIssued', 'CompanyInvoiceChargeDeclined']);
    expect(events[1]!.data).toMatchObject({ companyId, failureCode: 'insufficient_fund', orderId: invoiceOrderId(invoiceId) });
  });

  it('stays unpaid when the provider never answers, recorded so that the workers settle it', async () => {
    const { companyId } = await companyPaying('card');
    // The answer is lost after the provider charged the card: the API cannot know, so it marks nothing paid or declined.
    gateway.loseNextAnswer();
    const { invoiceId, events } = await unpaidFebruary(companyId, null);
    expect(events.map((e) => e.type)).toEqual(['CompanyInvoiceIssued', 'CompanyInvoiceChargeUnanswered']);
    expect(events[1]!.data).toMatchObject({
      invoiceId,
      companyId,
      orderId: invoiceOrderId(invoiceId),
      askedAt: '2026-03-01T03:00:00.000Z',
    });
    expect(gateway.requestsFor(invoiceOrderId(invoiceId))).toBe(1);
  });

  it('is not charged again for a term the card paid, nor now for a term its renewal will charge', async () => {
    const { companyId } = await companyPaying('card');
    // March: paid by the charge that started the term, so marked paid with that charge and charged nothing more.
    const paid = await h.call('POST', '/admin/companyInvoice', { token: admin, body: march(companyId) });
    expect(paid.status).toBe(201);
    expect(paid.body.data).toMatchObject({ status: 'paid', declineReason: null });
    expect(await gateway.findChargeByOrder(invoiceOrderId(paid.body.data._id as string), new Date(0))).toBeNull();
    // April: the renewal of 1 April charges it; the invoice stays as issued, to be paid by the card.
    const coming = await h.call('POST', '/admin/companyInvoice', { token: admin, body: april(companyId) });
    expect(coming.status).toBe(201);
    expect(coming.body.data).toMatchObject({ paymentMethod: 'card', status: 'issued', paidAt: null, declineReason: null });
    const invoiceId = coming.body.data._id as string;
    expect(await gateway.findChargeByOrder(invoiceOrderId(invoiceId), new Date(0))).toBeNull();
    expect((await invoiceEvents(invoiceId)).map((e) => e.type)).toEqual(['CompanyInvoiceIssued']);
  });
});

describe('an admin-made invoice of a bank-transfer company', () => {
  it('charges no card and asks for a bank transfer', async () => {
    const { companyId } = await companyPaying('bank transfer');
    const issued = await h.call('POST', '/admin/companyInvoice', { token: admin, body: april(companyId) });
    expect(issued.status).toBe(201);
    expect(issued.body.data).toMatchObject({ paymentMethod: 'bank transfer', totalAmount: 6600, status: 'issued', paidAt: null });
    const invoiceId = issued.body.data._id as string;
    expect(await gateway.findChargeByOrder(invoiceOrderId(invoiceId), new Date(0))).toBeNull();
    expect((await invoiceEvents(invoiceId)).map((e) => e.type)).toEqual(['CompanyInvoiceIssued']);
    await h.call('POST', '/admin/companyInvoice/sendEmail', { token: admin, body: { id: invoiceId, email: 'transfer@example.com' } });
    const printed = pdfToText(h.mailer.sent.find((m) => m.to === 'transfer@example.com')!.attachments![0]!.content);
    expect(printed).toContain('お振込先 / Bank details');
    // Issued on 1 March in Japan: due at the end of April.
    expect(printed).toContain('お支払期限 / Payment due: 2026-04-30');
  });
});
