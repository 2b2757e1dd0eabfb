import { randomUUID } from 'node:crypto';
import { notificationStream } from '@fleetcheck/contracts';
import { invoiceAggregate } from '@fleetcheck/domain/invoice/decider';
import { billingStreams } from '@fleetcheck/domain/subscription/streams';
import { handleCommand, mailOutboxCollection } from '@fleetcheck/platform';
import { describe, expect, it } from 'vitest';
import { notificationIdFor } from '../src/notifications/notification-id';
import { MONTHLY_AMOUNTS, MONTHLY_PLAN, systemMeta } from './support/billing-fixtures';
import { eventually, queueBackends } from './support/harness';
import { useWorkers } from './support/running-workers';
import { seedManager } from './support/seed';

/** Redis where it answers (the production profile's queue), else PostgreSQL. */
const [backendName, backendKind] = (await queueBackends('workers invoice payment failed'))[0]!;

const at = '2026-04-01T03:00:00.000Z';
const meta = (companyId: string) => systemMeta(companyId, at);
const plan = MONTHLY_PLAN;
const amounts = MONTHLY_AMOUNTS;

describe(`a declined invoice charge on BullMQ/${backendName}`, () => {
  const running = useWorkers(backendKind, { schedule: false, clock: { now: () => new Date(at) } });

  it('raises one INVOICE_PAYMENT_FAILED alert and mails each manager of the company, in ja and en', async () => {
    const companyId = randomUUID();
    const { store } = running.harness;
    await seedManager(store, companyId, 'boss@invoice-declined.example');
    await running.harness.readModelsCaughtUp();
    const invoiceId = randomUUID();
    const invoice = (command: Parameters<typeof invoiceAggregate.decider.decide>[0]) =>
      handleCommand(store, billingStreams.invoice(invoiceId), invoiceAggregate, command, meta(companyId));
    await invoice({
      type: 'IssueInvoice',
      data: {
        invoiceId,
        invoiceNo: 'INV-000042',
        at,
        company: { companyId, name: '請求運輸', email: 'billing@invoice-declined.example' },
        periodFrom: '2026-04-01',
        periodTo: '2026-04-30',
        subscription: { plan, amounts, paymentMethod: 'card' },
        taxRatePercent: 10,
      },
    });
    await invoice({
      type: 'RecordInvoiceChargeDeclined',
      data: { orderId: `inv_${invoiceId}`, chargeId: 'chrg_1', failureCode: 'insufficient_fund', at },
    });

    const id = notificationIdFor('INVOICE_PAYMENT_FAILED', invoiceId);
    const raised = await eventually(async () => (await store.readStream(notificationStream(id))).at(0), 'the notification');
    expect(raised.data).toMatchObject({ companyId, type: 'INVOICE_PAYMENT_FAILED', level: 'alert' });
    const outbox = running.harness.readStore.collection(mailOutboxCollection);
    const [mail] = await eventually(async () => {
      const mails = await outbox.findMany({ filter: { to: 'boss@invoice-declined.example' } });
      return mails.length === 1 && mails;
    }, 'the mail');
    expect(mail!.subject).toBe('【FleetCheck】請求書のお支払いエラー / Invoice payment failed');
    expect(mail!.text).toContain('ご請求書の金額をご登録のクレジットカードでお支払いできませんでした。');
    expect(mail!.text).toContain('The amount of your invoice could not be charged to your registered card.');
  });
});
