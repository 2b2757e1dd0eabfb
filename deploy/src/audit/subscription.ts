import {
  adminCatalogue,
  auditorCatalogue,
  eventMetadataSchema,
  INVOICE_HISTORY_EVENT_TYPES,
  invoiceCatalogue,
  managerCatalogue,
  subscriptionCatalogue,
  type InvoiceHistoryEvent,
  type RecordedHistoryEvent,
  type SubscriptionHistory,
  type SubscriptionSnapshot,
} from '@fleetcheck/contracts';
import { inJapan } from './in-japan';
import {
  HISTORY_PEOPLE_EVENT_TYPES,
  historyPersonId,
  historyPersonNamed,
  type HistoryPeopleEvent,
  type HistoryPerson,
} from '@fleetcheck/domain/subscription/history-people';
import { subscriptionHistory } from '@fleetcheck/domain/subscription/history';
import { billingStreams } from '@fleetcheck/domain/subscription/streams';
import type { EventStore, RecordedEvent } from '@fleetcheck/platform';

const PAGE = 1000;
const PEOPLE_TYPES: ReadonlySet<string> = new Set(HISTORY_PEOPLE_EVENT_TYPES);
const INVOICE_TYPES: ReadonlySet<string> = new Set(INVOICE_HISTORY_EVENT_TYPES);

function decodePerson(recorded: RecordedEvent): HistoryPeopleEvent {
  const { type, schemaVersion, data } = recorded;
  if (type === 'PlatformAdminCreated') return adminCatalogue.decode(type, schemaVersion, data) as HistoryPeopleEvent;
  if (type === 'AuditorInvited') return auditorCatalogue.decode(type, schemaVersion, data) as HistoryPeopleEvent;
  return managerCatalogue.decode(type, schemaVersion, data) as HistoryPeopleEvent;
}

/**
 * The company's subscription history replayed straight from the event store, as the auditors' screen shows it:
 * the subscription's events and the company's invoice events in log order, each stamped with the names of who
 * acted and of the on-behalf admin as they were at that point of the log (the domain's naming rule, which the
 * subscriptions projection follows too).
 */
export async function replaySubscriptionHistory(
  store: EventStore,
  companyId: string,
  asOf: string,
  progress: (read: number) => void,
): Promise<{ history: SubscriptionHistory; events: number }> {
  const subscriptionEvents = await store.readStream(billingStreams.subscription(companyId));
  const others: RecordedEvent[] = [];
  let after: bigint | undefined;
  for (let read = 0; ;) {
    const page = await store.readAll({
      after,
      maxCount: PAGE,
      filter: { eventTypes: [...HISTORY_PEOPLE_EVENT_TYPES, ...INVOICE_HISTORY_EVENT_TYPES] },
    });
    others.push(...page.filter((e) => PEOPLE_TYPES.has(e.type) || (e.data as { companyId?: string }).companyId === companyId));
    read += page.length;
    if (page.length < PAGE) break;
    progress(read);
    after = page.at(-1)!.position;
  }
  const people = new Map<string, HistoryPerson>();
  const nameOf = (userId: string | null | undefined) => (userId ? (people.get(userId)?.name ?? null) : null);
  const recorded: RecordedHistoryEvent[] = [];
  for (const e of [...subscriptionEvents, ...others].sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : 0))) {
    if (PEOPLE_TYPES.has(e.type)) {
      const event = decodePerson(e);
      const userId = historyPersonId(event);
      const person = historyPersonNamed(event, people.get(userId));
      if (person) people.set(userId, person);
      continue;
    }
    const metadata = eventMetadataSchema.parse(e.metadata);
    const event = INVOICE_TYPES.has(e.type)
      ? (invoiceCatalogue.decode(e.type, e.schemaVersion, e.data) as InvoiceHistoryEvent)
      : subscriptionCatalogue.decode(e.type, e.schemaVersion, e.data);
    recorded.push({ event, metadata, names: { actor: nameOf(metadata.actor.userId), onBehalfOf: nameOf(metadata.onBehalfOf?.adminId) } });
  }
  return { history: subscriptionHistory(recorded, asOf), events: subscriptionEvents.length };
}

const yen = (amount: number) => `¥${amount.toLocaleString('en-US')}`;

const describe = (s: SubscriptionSnapshot | null) =>
  s
    ? `${s.status} cars=${s.plan.carCount} devices=${s.plan.deviceCount} ${s.plan.paymentSchedule} ${s.paymentMethod} ` +
      `total=${yen(s.amounts.totalAmount)} term=${s.startDate ?? '-'}..${s.expiryDate ?? '-'}`
    : '(none)';

/** The lines `npm run audit -- subscription` prints. */
export function historyLines(
  companyId: string,
  asOf: string,
  { history, events }: { history: SubscriptionHistory; events: number },
): string[] {
  const asOfShown = asOf.length === 10 ? asOf : inJapan(asOf);
  const lines = [`Subscription history of company ${companyId} as of ${asOfShown} (times in Japan)`];
  if (events === 0) lines.push('The company has not subscribed yet.');
  for (const entry of history.entries) {
    const name = entry.names.actor ?? entry.actor.userId;
    const who = name ? `${entry.actor.role} ${name}` : entry.actor.role;
    const behalf = entry.onBehalfOf ? ` (admin ${entry.names.onBehalfOf ?? entry.onBehalfOf.adminId} on behalf)` : '';
    lines.push(`${inJapan(entry.at)}  ${entry.type}  by ${who}${behalf}  paid=${yen(entry.amountPaid)}`);
    if (entry.invoice) {
      const { invoiceNo, periodFrom, periodTo, subtotal, tax, totalAmount, status } = entry.invoice;
      lines.push(
        `    invoice ${invoiceNo} ${periodFrom}..${periodTo} before tax ${yen(subtotal)} tax ${yen(tax)} total ${yen(totalAmount)} ${status}`,
      );
      continue;
    }
    lines.push(`    before: ${describe(entry.before)}`, `    after:  ${describe(entry.after)}`);
  }
  lines.push(`State as of ${asOfShown}: ${describe(history.state)}`);
  return lines;
}
