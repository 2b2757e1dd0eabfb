import { randomUUID } from 'node:crypto';
import {
  notificationStream,
  paymentCardCatalogue,
  paymentCardStream,
  renewalOrderId,
  subscriptionCatalogue,
  type EventMetadata,
  type SubscriptionEvent,
} from '@fleetcheck/contracts';
import { SandboxCards, createOutboxMailer, mailOutboxCollection } from '@fleetcheck/platform';
import { AnswerLosingGateway, pdfToText } from '@fleetcheck/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUE_NAMES, startWorkers, type RunningWorkers } from '../src/index';
import { RECURRING_BILLING_SCHEDULER_ID, RENEWAL_JOB, type ScheduledJob } from '../src/queues';
import { notificationIdFor } from '../src/notifications/notification-id';
import { MONTHLY_AMOUNTS } from './support/billing-fixtures';
import { eventually, openHarness, queueBackends, type Harness } from './support/harness';
import { seedCompany, seedManager } from './support/seed';

/** Redis where it answers (the production profile's queue), else PostgreSQL: the file runs on every machine. */
const [backendName, backendKind] = (await queueBackends('workers recurring billing'))[0]!;

/** 2026-04-01 12:00 in Tokyo: the first day of the next monthly term. */
const NOW = new Date('2026-04-01T03:00:00Z');
const TODAY = '2026-04-01';
const meta = (companyId: string): EventMetadata => ({
  actor: { userId: null, role: 'system', companyId },
  onBehalfOf: null,
  correlationId: randomUUID(),
  causationId: null,
  occurredAt: '2026-03-01T00:00:00.000Z',
});
const amounts = MONTHLY_AMOUNTS;

let harness: Harness;
let workers: RunningWorkers;
const gateway = new AnswerLosingGateway('http://sandbox.test/authorize');

/** A company paying by card (the card saved as a provider customer) for a monthly term from `startDate`. */
async function cardCompany(card: string, startDate: string, expiryDate: string): Promise<string> {
  const companyId = randomUUID();
  const token = gateway.createToken({ number: card, name: 'TARO YAMADA', expirationMonth: 12, expirationYear: 2030, securityCode: '123' });
  const { customerId } = await gateway.createCustomer({ email: 'billing@example.com', description: companyId, cardToken: token });
  await harness.store.appendToStream(paymentCardStream(companyId), [
    {
      ...paymentCardCatalogue.encode({ type: 'PaymentCardSaved', data: { companyId, customerId, orderId: 'first' } }),
      metadata: meta(companyId),
    },
  ]);
  const started: SubscriptionEvent = {
    type: 'SubscriptionStarted',
    data: {
      companyId,
      operation: 'create',
      plan: { carCount: 2, deviceCount: 1, paymentSchedule: 'monthly' },
      paymentMethod: 'card',
      status: 'Active',
      amounts,
      startDate,
      expiryDate,
      payment: { orderId: 'first', chargeId: 'c0', amount: 6000 },
    },
  };
  await harness.store.appendToStream(
    `subscription-${companyId}`,
    [{ ...subscriptionCatalogue.encode(started), metadata: meta(companyId) }],
    'no_stream',
  );
  return companyId;
}

const subscriptionEvents = async (companyId: string) =>
  (await harness.store.readStream(`subscription-${companyId}`)).map((e) => ({ type: e.type, data: e.data as Record<string, unknown> }));
const orderEvents = async (companyId: string) =>
  (await harness.store.readStream(`payment-${renewalOrderId(companyId, TODAY)}`)).map((e) => e.type);

describe(`recurring billing on BullMQ/${backendName} with the sandbox gateway`, () => {
  let paying: string;
  let declined: string;
  let notDue: string;
  let lostAnswer: string;

  beforeAll(async () => {
    harness = await openHarness(backendKind);
    paying = await cardCompany(SandboxCards.success, '2026-03-01', '2026-03-31');
    declined = await cardCompany(SandboxCards.insufficientFund, '2026-03-01', '2026-03-31');
    notDue = await cardCompany(SandboxCards.success, '2026-03-15', '2026-04-14');
    lostAnswer = await cardCompany(SandboxCards.success, '2026-03-01', '2026-03-31');
    gateway.loseAnswerFor(renewalOrderId(lostAnswer, TODAY));
    await seedManager(harness.store, declined, 'boss@declined.example');
    await seedCompany(harness.store, paying, '更新運輸株式会社');
    await harness.readModelsCaughtUp();
    workers = await startWorkers({
      eventStore: harness.store,
      readStore: harness.readStore,
      queues: harness.queues,
      mailer: createOutboxMailer(harness.readStore, { from: 'FleetCheck <no-reply@example.com>' }),
      clock: { now: () => NOW },
      gateway,
      billingRetry: { attempts: 2, backoffMs: 10 },
    });
  });
  afterAll(async () => {
    await workers?.stop();
    await harness?.close();
  });

  const runScan = async () => {
    const scheduled = harness.queues.queue<ScheduledJob>(QUEUE_NAMES.scheduled);
    const before = (await scheduled.counts()).completed;
    await workers.billNow(TODAY);
    await eventually(async () => (await scheduled.counts()).completed > before, 'the billing scan');
  };

  /** Every renewal job a scan queued has run (its retries too): nothing waits, runs or is delayed in the billing queue. */
  const billingDrained = () =>
    eventually(async () => {
      const { waiting, active, delayed } = await workers.queues.billing!.counts();
      return waiting + active + delayed === 0;
    }, 'the billing queue to drain');

  it('is registered as a daily job scheduler', async () => {
    const schedules = await harness.queues.queue<ScheduledJob>(QUEUE_NAMES.scheduled).listSchedules();
    expect(schedules.map((s) => [s.id, s.cron])).toContainEqual([RECURRING_BILLING_SCHEDULER_ID, '0 4 * * *']);
  });

  it('charges a card term at its start once, however often the scan runs, and starts the next term', async () => {
    await runScan();
    await eventually(async () => (await subscriptionEvents(paying)).length === 2, 'the renewal');
    await runScan();
    await billingDrained();
    const events = await subscriptionEvents(paying);
    expect(events).toHaveLength(2);
    expect(events[1]).toMatchObject({
      type: 'SubscriptionStarted',
      data: {
        operation: 'newSubscription',
        status: 'Active',
        startDate: '2026-04-01',
        expiryDate: '2026-04-30',
        // The plan's 6,000 before tax plus 10 % consumption tax: what the term's invoice totals.
        payment: { orderId: renewalOrderId(paying, TODAY), amount: 6600 },
      },
    });
    expect(await orderEvents(paying)).toEqual(['PaymentOrderPlaced', 'PaymentSucceeded']);
    const { chargeId } = events[1]!.data.payment as { chargeId: string };
    expect(await gateway.retrieveCharge(chargeId)).toMatchObject({ status: 'successful', amount: 6600 });
    // The term not due yet is left alone.
    expect(await subscriptionEvents(notDue)).toHaveLength(1);
  });

  it('mails the company one receipt of the renewal charge: before tax, tax and total, the day in Japan, the registration number', async () => {
    const outbox = harness.readStore.collection(mailOutboxCollection);
    const receipts = () => outbox.findMany({ filter: { to: `${paying}@example.com` } });
    // Its own scan: in another order no test has renewed the term yet (one job per company and term, so an earlier scan changes nothing).
    await runScan();
    await eventually(async () => (await receipts()).length === 1, 'the receipt mail');
    // The scan again, and the renewal job itself run again (a redelivery past the queue's job-id guard): once both
    // have run, the term is found started and still one receipt is kept.
    await runScan();
    const billing = workers.queues.billing!;
    const completed = (await billing.counts()).completed;
    await billing.add(RENEWAL_JOB, { companyId: paying, termStart: TODAY }, { jobId: `redelivered-${paying}` });
    await eventually(async () => (await billing.counts()).completed > completed, 'the renewal job run again');
    await billingDrained();
    const [receipt] = await receipts();
    expect(await receipts()).toHaveLength(1);
    expect(receipt!.subject).toBe('【FleetCheck】領収書 / Receipt for your payment');
    expect(receipt!.text).toContain('2026-04-01 にクレジットカードでのお支払いを受け付けました。');
    expect(receipt!.text).toContain('FleetCheck 車両 2台・レンタル機器 1台（月払い、2026-04-01から）');
    expect(receipt!.text).toContain('税抜 ¥6,000 / 消費税（10%） ¥600 / 合計（税込） ¥6,600');
    expect(receipt!.text).toContain('Before tax ¥6,000 / Consumption tax (10%) ¥600 / Total including tax ¥6,600');
    expect(receipt!.text).toContain('登録番号 T1234567890123');
    const printed = pdfToText(Buffer.from(receipt!.attachments![0]!.contentBase64, 'base64'));
    expect(printed).toContain('¥6,600（税込） / including tax');
    expect(printed).toContain('10%対象 消費税 / Consumption tax at 10%: ¥600');
    expect(printed).toContain('お支払日 / Date paid: 2026-04-01');
  });

  it('a renewal charge whose answer was lost is found at the provider when the job runs again: the card is charged once', async () => {
    await runScan();
    await eventually(async () => (await subscriptionEvents(lostAnswer)).length === 2, 'the renewal after the lost answer');
    // The first run got no answer and failed without recording an outcome; the second found the charge.
    expect(await orderEvents(lostAnswer)).toEqual(['PaymentOrderPlaced', 'PaymentSucceeded']);
    expect(gateway.requestsFor(renewalOrderId(lostAnswer, TODAY))).toBe(1);
    expect((await subscriptionEvents(lostAnswer))[1]).toMatchObject({
      type: 'SubscriptionStarted',
      data: { startDate: '2026-04-01', payment: { orderId: renewalOrderId(lostAnswer, TODAY), amount: 6600 } },
    });
  });

  it('retries a declined charge, then notifies and mails the managers, leaving the subscription unchanged', async () => {
    // Its own scan (one job per company and term, so a scan another test ran changes nothing).
    await runScan();
    await eventually(async () => (await workers.queues.billing!.counts()).failed === 1, 'the renewal job to use up its attempts');
    expect(await orderEvents(declined)).toEqual(['PaymentOrderPlaced', 'PaymentFailed', 'PaymentFailed']);
    expect((await subscriptionEvents(declined)).map((e) => e.type)).toEqual(['SubscriptionStarted']);
    const notification = await harness.store.readStream(
      notificationStream(notificationIdFor('SUBSCRIPTION_PAYMENT_FAILED', declined, TODAY)),
    );
    expect(notification.map((e) => e.type)).toEqual(['NotificationRaised']);
    expect(notification[0]!.data).toMatchObject({ companyId: declined, type: 'SUBSCRIPTION_PAYMENT_FAILED', level: 'alert' });
    const outbox = harness.readStore.collection(mailOutboxCollection);
    await eventually(
      async () => (await outbox.findMany({ filter: { to: 'boss@declined.example' } })).length === 1,
      'the mail to the manager',
    );
    const [mail] = await outbox.findMany({ filter: { to: 'boss@declined.example' } });
    expect(mail!.subject).toContain('Subscription payment failed');
  });
});
