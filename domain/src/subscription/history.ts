import type { RecordedSubscriptionEvent, SubscriptionEvent, SubscriptionHistory, SubscriptionHistoryEntry } from '@fleetcheck/contracts';
import { businessDay, businessDayEnd } from '../calendar/business-day';
import { assertNever } from '../shared/decider';
import { subscriptionDecider } from './decider';
import { snapshotOf, statusOn } from './status';

function amountPaid(event: SubscriptionEvent): number {
  switch (event.type) {
    case 'SubscriptionStarted':
    case 'SubscriptionPlanChanged':
      return event.data.payment?.amount ?? 0;
    case 'BankTransferPaymentRecorded':
      return event.data.amount;
    case 'SubscriptionCancelled':
      return 0;
    default:
      return assertNever(event);
  }
}

/**
 * The auditors' history: the decider's own fold, in order, with each change's before and after. `asOf`
 * ('YYYY-MM-DD' business day, or an ISO instant) keeps only events that happened up to then (a bare date
 * includes that whole day in Japan) and reports the status as seen on that day.
 */
export function subscriptionHistory(recorded: readonly RecordedSubscriptionEvent[], asOf?: string): SubscriptionHistory {
  const cutoff = asOf === undefined ? undefined : asOf.length === 10 ? businessDayEnd(asOf) : new Date(asOf).toISOString();
  const entries: SubscriptionHistoryEntry[] = [];
  let state = subscriptionDecider.initialState();
  for (const { event, metadata } of recorded) {
    if (cutoff !== undefined && metadata.occurredAt > cutoff) break;
    const before = snapshotOf(state);
    state = subscriptionDecider.evolve(state, event);
    const after = snapshotOf(state);
    if (after) {
      entries.push({
        at: metadata.occurredAt,
        type: event.type,
        actor: metadata.actor,
        onBehalfOf: metadata.onBehalfOf,
        before,
        after,
        amountPaid: amountPaid(event),
      });
    }
  }
  const snapshot = snapshotOf(state);
  const last = cutoff ?? recorded.at(-1)?.metadata.occurredAt;
  return { entries, state: snapshot && last ? { ...snapshot, status: statusOn(snapshot, businessDay(last)) } : snapshot };
}
