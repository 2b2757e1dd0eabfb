import {
  AuditorInvited,
  BankTransferPaymentRecorded,
  ManagerCreated,
  ManagerUpdated,
  PlatformAdminCreated,
  historyPeopleCollection,
  subscriptionCatalogue,
  CompanyInvoiceChargeDeclined,
  CompanyInvoiceIssued,
  CompanyInvoicePaid,
  CompanyInvoiceSent,
  SubscriptionCancelled,
  SubscriptionPlanChanged,
  SubscriptionStarted,
  invoicesCollection,
  subscriptionHistoryCollection,
  subscriptionViewsCollection,
  type SubscriptionEvent,
} from '@fleetcheck/contracts';
import { fold } from '@fleetcheck/domain';
import { subscriptionDecider } from '@fleetcheck/domain/subscription/decider';
import { historyPersonId, historyPersonNamed, type HistoryPeopleEvent } from '@fleetcheck/domain/subscription/history-people';
import { snapshotOf } from '@fleetcheck/domain/subscription/status';
import type { ReadStoreTransaction } from '@fleetcheck/platform';
import { defineProjection, on } from '../../runner/define-projection';
import { guard, type ProjectedEvent } from '../../runner/projection';
import { occurredAt } from '../../shared/time';

const operationOf = (event: SubscriptionEvent): string => {
  switch (event.type) {
    case 'SubscriptionStarted':
    case 'SubscriptionPlanChanged':
      return event.data.operation;
    case 'BankTransferPaymentRecorded':
      return 'bankTransfer';
    case 'SubscriptionCancelled':
      return 'cancel';
  }
};

/**
 * The view is the subscription decider's own fold over the company's recorded events (a handful a year, kept
 * in the history collection), so it agrees with the command side and the auditors' history by construction.
 */
async function evolveView(tx: ReadStoreTransaction, companyId: string, event: ProjectedEvent, subscriptionEvent: SubscriptionEvent) {
  const views = tx.collection(subscriptionViewsCollection);
  const current = await views.findById(companyId);
  const earlier = await tx.collection(subscriptionHistoryCollection).findMany({
    filter: { companyId, position: { lt: Number(event.position) } },
    sort: [{ field: 'position', order: 'asc' }],
  });
  const events = [
    ...earlier.filter((doc) => SUBSCRIPTION_TYPES.has(doc.type)).map((doc) => ({ type: doc.type, data: doc.data }) as SubscriptionEvent),
    subscriptionEvent,
  ];
  const snapshot = snapshotOf(fold(subscriptionDecider, events));
  if (!snapshot) return;
  const at = occurredAt(event);
  await views.upsert(
    { _id: companyId, companyId, snapshot, operation: operationOf(subscriptionEvent), createdAt: current?.createdAt ?? at, updatedAt: at },
    guard(event),
  );
}

const SUBSCRIPTION_TYPES: ReadonlySet<string> = new Set(subscriptionCatalogue.definitions.keys());

/** The name the history knows for a user id right now (as the events so far have named them), or null. */
async function nameOf(tx: ReadStoreTransaction, userId: string | null | undefined): Promise<string | null> {
  if (!userId) return null;
  return (await tx.collection(historyPeopleCollection).findById(userId))?.name ?? null;
}

/** One event of the company's timeline, stamped with the names of who acted and of the on-behalf admin as they are now. */
async function record(tx: ReadStoreTransaction, companyId: string, event: ProjectedEvent) {
  const names = { actor: await nameOf(tx, event.metadata.actor.userId), onBehalfOf: await nameOf(tx, event.metadata.onBehalfOf?.adminId) };
  await tx
    .collection(subscriptionHistoryCollection)
    .upsert(
      { _id: event.id, companyId, position: Number(event.position), type: event.type, data: event.data, metadata: event.metadata, names },
      guard(event),
    );
}

/** The person an event names, by the domain's rule, kept as the timeline now knows them. */
async function named(tx: ReadStoreTransaction, event: ProjectedEvent, peopleEvent: HistoryPeopleEvent) {
  const people = tx.collection(historyPeopleCollection);
  const userId = historyPersonId(peopleEvent);
  const person = historyPersonNamed(peopleEvent, (await people.findById(userId)) ?? undefined);
  if (person) await people.upsert({ _id: userId, ...person }, guard(event));
}

const subscriptionHandler = <
  D extends typeof SubscriptionStarted | typeof SubscriptionPlanChanged | typeof BankTransferPaymentRecorded | typeof SubscriptionCancelled,
>(
  definition: D,
) =>
  on(definition, async (data, event, tx) => {
    const subscriptionEvent = { type: definition.type, data } as SubscriptionEvent;
    await evolveView(tx, data.companyId, event, subscriptionEvent);
    await record(tx, data.companyId, event);
  });

/**
 * The subscription view, and the auditors' timeline: every subscription and invoice event of a company, with the
 * names of the people behind it as they were at that position of the log (the projection follows their names in
 * the same order, so a replay stamps the same names).
 */
export const subscriptionsProjection = defineProjection({
  name: 'subscriptions',
  collections: [subscriptionViewsCollection, subscriptionHistoryCollection, historyPeopleCollection],
  handlers: [
    subscriptionHandler(SubscriptionStarted),
    subscriptionHandler(SubscriptionPlanChanged),
    subscriptionHandler(BankTransferPaymentRecorded),
    subscriptionHandler(SubscriptionCancelled),
    on(CompanyInvoiceIssued, (data, event, tx) => record(tx, data.companyId, event)),
    on(CompanyInvoicePaid, (data, event, tx) => record(tx, data.companyId, event)),
    ...[PlatformAdminCreated, ManagerCreated, ManagerUpdated, AuditorInvited].map((definition) =>
      on(definition, (data, event, tx) => named(tx, event, { type: definition.type, data } as HistoryPeopleEvent)),
    ),
  ],
});

export const invoicesProjection = defineProjection({
  name: 'invoices',
  collections: [invoicesCollection],
  handlers: [
    on(CompanyInvoiceIssued, async (data, event, tx) => {
      await tx.collection(invoicesCollection).upsert(
        {
          _id: data.invoiceId,
          companyId: data.companyId,
          invoiceNo: data.invoiceNo,
          companyName: data.companyName,
          periodFrom: data.periodFrom,
          periodTo: data.periodTo,
          carCount: data.plan.carCount,
          deviceCount: data.plan.deviceCount,
          paymentSchedule: data.plan.paymentSchedule,
          paymentMethod: data.paymentMethod,
          lines: data.lines,
          discountAmount: data.discountAmount,
          subtotal: data.subtotal,
          taxRatePercent: data.taxRatePercent,
          tax: data.tax,
          totalAmount: data.totalAmount,
          status: 'issued',
          issuedAt: data.issuedAt,
          sentAt: null,
          paidAt: null,
        },
        guard(event),
      );
    }),
    on(CompanyInvoiceSent, async (data, event, tx) => {
      // A paid invoice stays paid when it is (re)sent.
      const current = await tx.collection(invoicesCollection).findById(data.invoiceId);
      const status = current?.status === 'paid' ? 'paid' : 'sent';
      await tx.collection(invoicesCollection).patch(data.invoiceId, { status, sentAt: data.sentAt }, guard(event));
    }),
    on(CompanyInvoicePaid, async (data, event, tx) => {
      await tx.collection(invoicesCollection).patch(data.invoiceId, { status: 'paid', paidAt: data.paidAt }, guard(event));
    }),
    on(CompanyInvoiceChargeDeclined, async (data, event, tx) => {
      await tx.collection(invoicesCollection).patch(data.invoiceId, { declineFailureCode: data.failureCode }, guard(event));
    }),
  ],
});
