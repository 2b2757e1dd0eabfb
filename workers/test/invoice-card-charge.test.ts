import { randomUUID } from 'node:crypto';
import {
  invoiceOrderId,
  notificationStream,
  paymentCardCatalogue,
  paymentCardStream,
  subscriptionCatalogue,
  type SubscriptionEvent,
} from '@fleetcheck/contracts';
import { invoiceAggregate, type InvoiceCommand } from '@fleetcheck/domain/invoice/decider';
import { invoiceChargeRequest } from '@fleetcheck/domain/invoice/card-settlement';
import { billingStreams } from '@fleetcheck/domain/subscription/streams';
import {
  PaymentGatewayUnavailable,
  SandboxCards,
  handleCommand,
  mailOutboxCollection,
  type Charge,
  type CreateChargeRequest,
} from '@fleetcheck/platform';
import { AnswerLosingGateway, pdfToText } from '@fleetcheck/platform/testing';
import { describe, expect, it } from 'vitest';
import { invoiceChargeJobId } from '../src/billing/invoice-charge';
import { notificationIdFor } from '../src/notifications/notification-id';
import { needsJob } from '../src/processors/event-processor';
import { INVOICE_CHARGE_JOB, toEventJob } from '../src/queues';
import { MONTHLY_AMOUNTS, MONTHLY_PLAN, systemMeta } from './support/billing-fixtures';
import { eventually, queueBackends } from './support/harness';
import { useWorkers } from './support/running-workers';
import { seedManager } from './support/seed';

/** Redis where it answers (the production profile's queue), else PostgreSQL. */
const [backendName, backendKind] = (await queueBackends('workers invoice card charge'))[0]!;

/** 1 April 2026, 12:00 in Tokyo: February is over, and no paid term covered it (the company's card term began in March). */
const at = '2026-04-01T03:00:00.000Z';
const meta = (companyId: string) => systemMeta(companyId, at);
const plan = MONTHLY_PLAN;
const amounts = MONTHLY_AMOUNTS;

/** The sandbox, whose requests for an order can also be lost on their way for a while (the provider down, say). */
class OutageGateway extends AnswerLosingGateway {
  private readonly lost = new Map<string, number>();

  /** The next `times` charge requests of order `orderId` never reach the provider. */
  loseRequestsFor(orderId: string, times: number): void {
    this.lost.set(orderId, times);
  }

  override async createCharge(request: CreateChargeRequest): Promise<Charge> {
    const left = this.lost.get(request.orderId) ?? 0;
    if (left === 0) return super.createCharge(request);
    this.lost.set(request.orderId, left - 1);
    this.lostRequests += 1;
    throw new PaymentGatewayUnavailable('connect ETIMEDOUT');
  }
}
const gateway = new OutageGateway('http://sandbox.test/authorize');

describe(`an admin invoice charged to the card on file, on BullMQ/${backendName} with the sandbox gateway`, () => {
  const running = useWorkers(backendKind, {
    schedule: false,
    clock: { now: () => new Date(at) },
    gateway,
    billingRetry: { attempts: 3, backoffMs: 10 },
  });

  /** A company whose card (one that pays, unless told) is saved at the provider and whose first paid monthly term is March. */
  async function cardCompany(card: string = SandboxCards.success): Promise<{ companyId: string; customerId: string }> {
    const companyId = randomUUID();
    const { store } = running.harness;
    const token = gateway.createToken({
      number: card,
      name: 'TARO YAMADA',
      expirationMonth: 12,
      expirationYear: 2030,
      securityCode: '123',
    });
    const { customerId } = await gateway.createCustomer({ email: 'billing@example.com', description: companyId, cardToken: token });
    const saved = paymentCardCatalogue.encode({ type: 'PaymentCardSaved', data: { companyId, customerId, orderId: 'first' } });
    await store.appendToStream(paymentCardStream(companyId), [{ ...saved, metadata: meta(companyId) }]);
    const started: SubscriptionEvent = {
      type: 'SubscriptionStarted',
      data: {
        companyId,
        operation: 'create',
        plan,
        paymentMethod: 'card',
        status: 'Active',
        amounts,
        startDate: '2026-03-01',
        expiryDate: '2026-03-31',
        payment: { orderId: 'first', chargeId: 'c0', amount: 6600 },
      },
    };
    await store.appendToStream(`subscription-${companyId}`, [{ ...subscriptionCatalogue.encode(started), metadata: meta(companyId) }]);
    return { companyId, customerId };
  }

  /** The admin's invoice of February (one monthly term: 6,000 yen, tax 600, total 6,600), through its decider. */
  async function februaryInvoice(companyId: string, email: string) {
    const invoiceId = randomUUID();
    const record = (command: InvoiceCommand) =>
      handleCommand(running.harness.store, billingStreams.invoice(invoiceId), invoiceAggregate, command, meta(companyId));
    const issued = await record({
      type: 'IssueInvoice',
      data: {
        invoiceId,
        invoiceNo: `INV-${invoiceId.slice(0, 6)}`,
        at,
        company: { companyId, name: '請求運輸株式会社', email },
        periodFrom: '2026-02-01',
        periodTo: '2026-02-28',
        subscription: { plan, amounts, paymentMethod: 'card' },
        taxRatePercent: 10,
      },
    });
    if (issued.state.status === 'None') throw new Error('not issued');
    return { invoiceId, invoice: issued.state.invoice, record };
  }

  const invoiceEvents = async (invoiceId: string) =>
    (await running.harness.store.readStream(billingStreams.invoice(invoiceId))).map((e) => ({
      type: e.type,
      data: e.data as Record<string, unknown>,
    }));
  const mailsTo = (to: string) => running.harness.readStore.collection(mailOutboxCollection).findMany({ filter: { to } });
  const billingDrained = () =>
    eventually(async () => {
      const { waiting, active, delayed } = await running.workers.queues.billing!.counts();
      return waiting + active + delayed === 0;
    }, 'the billing queue to drain');

  it('mails the company one receipt of the charge that paid its invoice, as a term charge is receipted', async () => {
    const { companyId } = await cardCompany();
    const email = `receipt-${companyId}@example.com`;
    const { invoiceId, invoice, record } = await februaryInvoice(companyId, email);
    expect(invoice.totalAmount).toBe(6600);
    await record({ type: 'RecordInvoicePaid', data: { orderId: invoiceOrderId(invoiceId), chargeId: 'chrg_paid', amount: 6600, at } });

    const [receipt] = await eventually(async () => {
      const mails = await mailsTo(email);
      return mails.length === 1 && mails;
    }, 'the receipt mail');
    expect(receipt!.subject).toBe('【FleetCheck】領収書 / Receipt for your payment');
    expect(receipt!.text).toContain('2026-04-01 にクレジットカードでのお支払いを受け付けました。');
    expect(receipt!.text).toContain(`FleetCheck ご請求書 ${invoice.invoiceNo}（2026-02-01〜2026-02-28）`);
    expect(receipt!.text).toContain(`FleetCheck invoice ${invoice.invoiceNo} (2026-02-01 to 2026-02-28)`);
    expect(receipt!.text).toContain('税抜 ¥6,000 / 消費税（10%） ¥600 / 合計（税込） ¥6,600');
    const printed = pdfToText(Buffer.from(receipt!.attachments![0]!.contentBase64, 'base64'));
    expect(printed).toContain(`領収書番号 / Receipt No.: ${invoiceOrderId(invoiceId)}`);
    expect(printed).toContain('¥6,600（税込） / including tax');

    // The payment dispatched again (a redelivery past the queue's job-id guard) sends nothing more: one mail per order.
    const events = running.workers.queues.events;
    const [, paid] = await running.harness.store.readStream(billingStreams.invoice(invoiceId));
    await events.add(paid!.type, toEventJob(paid!), { jobId: `redelivered-${paid!.id}` });
    await eventually(async () => (await events.getJob(`redelivered-${paid!.id}`))?.state === 'completed', 'the redelivery');
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('sends no receipt for an invoice settled by the charge that started its term (that charge had its own)', async () => {
    const { companyId } = await cardCompany();
    const { invoiceId, record } = await februaryInvoice(companyId, `term-${companyId}@example.com`);
    await record({ type: 'RecordInvoicePaid', data: { orderId: 'first', chargeId: 'c0', amount: 6600, at } });
    const [, settled] = await running.harness.store.readStream(billingStreams.invoice(invoiceId));
    expect(settled!.type).toBe('CompanyInvoicePaid');
    expect(needsJob(settled!)).toBe(false);
    // The rightful one: paid by its own order, it is handed to the workers.
    const other = await februaryInvoice(companyId, `own-${companyId}@example.com`);
    await other.record({
      type: 'RecordInvoicePaid',
      data: { orderId: invoiceOrderId(other.invoiceId), chargeId: 'chrg_own', amount: 6600, at },
    });
    const [, own] = await running.harness.store.readStream(billingStreams.invoice(other.invoiceId));
    expect(needsJob(own!)).toBe(true);
  });

  it('settles a charge whose answer was lost by finding it at the provider: paid, charged once, one receipt', async () => {
    const { companyId, customerId } = await cardCompany();
    const email = `lost-answer-${companyId}@example.com`;
    const { invoiceId, invoice, record } = await februaryInvoice(companyId, email);
    // What the admin API did: the provider charged the card, but its answer never came back.
    gateway.loseNextAnswer();
    await expect(gateway.createCharge(invoiceChargeRequest(invoice, customerId))).rejects.toBeInstanceOf(PaymentGatewayUnavailable);
    await record({ type: 'RecordInvoiceChargeUnanswered', data: { orderId: invoiceOrderId(invoiceId), at } });

    await eventually(async () => (await invoiceEvents(invoiceId)).length === 3, 'the invoice settled');
    await billingDrained();
    const events = await invoiceEvents(invoiceId);
    expect(events.map((e) => e.type)).toEqual(['CompanyInvoiceIssued', 'CompanyInvoiceChargeUnanswered', 'CompanyInvoicePaid']);
    const charge = await gateway.findChargeByOrder(invoiceOrderId(invoiceId), new Date(0));
    expect(events[2]!.data).toMatchObject({ orderId: invoiceOrderId(invoiceId), chargeId: charge!.id, amount: 6600 });
    expect(gateway.requestsFor(invoiceOrderId(invoiceId))).toBe(1);
    await eventually(async () => (await mailsTo(email)).length === 1, 'the receipt mail');
  });

  it('charges an invoice whose request was lost, retrying with backoff while the provider stays silent, once', async () => {
    const { companyId } = await cardCompany();
    const email = `lost-request-${companyId}@example.com`;
    const { invoiceId, invoice, record } = await februaryInvoice(companyId, email);
    const lostBefore = gateway.lostRequests;
    // The admin API's request never reached the provider; the workers' first try is lost the same way.
    gateway.loseNextRequest();
    await expect(gateway.createCharge(invoiceChargeRequest(invoice, 'cust_any'))).rejects.toBeInstanceOf(PaymentGatewayUnavailable);
    gateway.loseNextRequest();
    await record({ type: 'RecordInvoiceChargeUnanswered', data: { orderId: invoiceOrderId(invoiceId), at } });

    await eventually(async () => (await invoiceEvents(invoiceId)).length === 3, 'the invoice paid on a retry');
    await billingDrained();
    expect(gateway.lostRequests - lostBefore).toBe(2);
    expect((await invoiceEvents(invoiceId)).map((e) => e.type)).toEqual([
      'CompanyInvoiceIssued',
      'CompanyInvoiceChargeUnanswered',
      'CompanyInvoicePaid',
    ]);
    expect(gateway.requestsFor(invoiceOrderId(invoiceId))).toBe(1);
    expect(await gateway.findChargeByOrder(invoiceOrderId(invoiceId), new Date(0))).toMatchObject({ status: 'successful', amount: 6600 });

    // The job run again (a redelivery past the queue's job-id guard) finds the invoice paid and charges nothing.
    const billing = running.workers.queues.billing!;
    const completed = (await billing.counts()).completed;
    await billing.add(INVOICE_CHARGE_JOB, { invoiceId }, { jobId: `again-${invoiceChargeJobId({ invoiceId })}` });
    await eventually(async () => (await billing.counts()).completed > completed, 'the charge job run again');
    expect(gateway.requestsFor(invoiceOrderId(invoiceId))).toBe(1);
    expect(await invoiceEvents(invoiceId)).toHaveLength(3);
    await eventually(async () => (await mailsTo(email)).length === 1, 'the receipt mail');
  });

  /** The INVOICE_PAYMENT_FAILED alert of an invoice, once raised (the notification's own stream). */
  const paymentFailedAlert = async (invoiceId: string) =>
    running.harness.store.readStream(notificationStream(notificationIdFor('INVOICE_PAYMENT_FAILED', invoiceId)));
  const failedBillingJob = async (invoiceId: string) =>
    (await running.workers.queues.billing!.listFailed()).find((job) => job.id === invoiceChargeJobId({ invoiceId }));

  it('alerts the managers when a retry of an unanswered charge is declined: one alert, a mail each in ja and en', async () => {
    const { companyId } = await cardCompany(SandboxCards.insufficientFund);
    await seedManager(running.harness.store, companyId, `declined-retry-${companyId}@example.com`);
    const { invoiceId, invoice, record } = await februaryInvoice(companyId, `declined-retry-billing-${companyId}@example.com`);
    // The admin API's request never reached the provider; the workers' retry reaches it, and the card is declined.
    gateway.loseRequestsFor(invoiceOrderId(invoiceId), 1);
    await expect(gateway.createCharge(invoiceChargeRequest(invoice, 'cust_any'))).rejects.toBeInstanceOf(PaymentGatewayUnavailable);
    await record({ type: 'RecordInvoiceChargeUnanswered', data: { orderId: invoiceOrderId(invoiceId), at } });

    await eventually(async () => (await invoiceEvents(invoiceId)).length === 3, 'the decline recorded');
    expect((await invoiceEvents(invoiceId))[2]).toMatchObject({
      type: 'CompanyInvoiceChargeDeclined',
      data: { invoiceNo: invoice.invoiceNo, failureCode: 'insufficient_fund' },
    });
    const [alert] = await eventually(async () => {
      const raised = await paymentFailedAlert(invoiceId);
      return raised.length > 0 && raised;
    }, 'the alert');
    expect(alert!.data).toMatchObject({ companyId, type: 'INVOICE_PAYMENT_FAILED', level: 'alert', driver: null, car: null, device: null });
    const [mail] = await eventually(async () => {
      const mails = await mailsTo(`declined-retry-${companyId}@example.com`);
      return mails.length === 1 && mails;
    }, 'the mail');
    expect(mail!.subject).toBe('【FleetCheck】請求書のお支払いエラー / Invoice payment failed');
    expect(mail!.text).toContain('ご請求書の金額をご登録のクレジットカードでお支払いできませんでした。請求書は未払いのままです。');
    expect(mail!.text).toContain('The amount of your invoice could not be charged to your registered card. The invoice remains unpaid.');
    // Answered, the job is done: nothing is left for the staff's list of failed jobs.
    await billingDrained();
    expect(await failedBillingJob(invoiceId)).toBeUndefined();
  });

  it('alerts the managers once the last retry gets no answer either, and leaves the job on the staff list of failed jobs', async () => {
    const { companyId } = await cardCompany();
    const manager = `unanswered-${companyId}@example.com`;
    await seedManager(running.harness.store, companyId, manager);
    // The rightful quiet: an invoice answered on a retry is paid, and nobody is alerted.
    const paidLate = await februaryInvoice(companyId, `paid-late-${companyId}@example.com`);
    gateway.loseRequestsFor(invoiceOrderId(paidLate.invoiceId), 2);
    await expect(gateway.createCharge(invoiceChargeRequest(paidLate.invoice, 'cust_any'))).rejects.toBeInstanceOf(
      PaymentGatewayUnavailable,
    );
    await paidLate.record({ type: 'RecordInvoiceChargeUnanswered', data: { orderId: invoiceOrderId(paidLate.invoiceId), at } });
    await eventually(async () => (await invoiceEvents(paidLate.invoiceId)).length === 3, 'the invoice paid on the second try');
    expect((await invoiceEvents(paidLate.invoiceId))[2]!.type).toBe('CompanyInvoicePaid');

    // The provider stays silent through the admin's request and all three of the workers' tries.
    const { invoiceId, invoice, record } = await februaryInvoice(companyId, `unanswered-billing-${companyId}@example.com`);
    gateway.loseRequestsFor(invoiceOrderId(invoiceId), 4);
    await expect(gateway.createCharge(invoiceChargeRequest(invoice, 'cust_any'))).rejects.toBeInstanceOf(PaymentGatewayUnavailable);
    await record({ type: 'RecordInvoiceChargeUnanswered', data: { orderId: invoiceOrderId(invoiceId), at } });

    const failed = await eventually(() => failedBillingJob(invoiceId), 'the charge job failed for good');
    expect(failed).toMatchObject({ name: INVOICE_CHARGE_JOB, attemptsMade: 3, failedReason: 'connect ETIMEDOUT' });
    expect(gateway.requestsFor(invoiceOrderId(invoiceId))).toBe(0);
    expect((await invoiceEvents(invoiceId)).map((e) => e.type)).toEqual(['CompanyInvoiceIssued', 'CompanyInvoiceChargeUnanswered']);
    const [alert] = await eventually(async () => {
      const raised = await paymentFailedAlert(invoiceId);
      return raised.length > 0 && raised;
    }, 'the alert');
    expect(alert!.data).toMatchObject({ companyId, type: 'INVOICE_PAYMENT_FAILED', level: 'alert', raisedAt: at });
    expect(alert!.metadata).toMatchObject({ actor: { role: 'system', companyId }, correlationId: `invoice-charge-${failed.id}` });
    const mails = await eventually(async () => {
      const sent = await mailsTo(manager);
      return sent.length === 1 && sent;
    }, 'the mail');
    expect(mails[0]!.subject).toBe('【FleetCheck】請求書のお支払いエラー / Invoice payment failed');
    expect(mails[0]!.text).toContain('ご請求書の金額をご登録のクレジットカードでお支払いできませんでした。請求書は未払いのままです。');
    expect(mails[0]!.text).toContain(
      'The amount of your invoice could not be charged to your registered card. The invoice remains unpaid.',
    );
    // Managers have no invoice screen (invoices are the platform staff's): the mail sends them to their card.
    expect(mails[0]!.text).toContain(
      'カードの有効期限とご利用限度額をご確認のうえ、カード情報を更新するか、サポートまでお問い合わせください。',
    );
    expect(mails[0]!.text).toContain("Please check the card's expiry date and limit, then update your card or contact support.");
    expect(await paymentFailedAlert(paidLate.invoiceId)).toEqual([]);
  });
});
