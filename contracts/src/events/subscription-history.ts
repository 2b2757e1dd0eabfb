import type { PaymentMethod } from '../constants/business';
import type { EventMetadata } from './metadata';
import type { SubscriptionAmounts, SubscriptionEvent, SubscriptionPlan } from './subscription';

/**
 * The auditors' view of a company's subscription, folded from its events alone (pure: command side, query
 * side and the audit CLI all use this one function, so they cannot disagree).
 */
export type AuditStatus = 'Pending' | 'Active' | 'Cancelled' | 'Expired';

export interface SubscriptionSnapshot {
  status: AuditStatus;
  plan: SubscriptionPlan;
  paymentMethod: PaymentMethod;
  amounts: SubscriptionAmounts;
  startDate: string | null;
  expiryDate: string | null;
  /** Set once cancelled: the last day of access. */
  cancelledEffectiveOn: string | null;
}

export interface RecordedSubscriptionEvent {
  event: SubscriptionEvent;
  metadata: EventMetadata;
}

export interface SubscriptionHistoryEntry {
  at: string;
  type: SubscriptionEvent['type'];
  actor: EventMetadata['actor'];
  /** The admin who acted inside the company, if any. */
  onBehalfOf: EventMetadata['onBehalfOf'];
  before: SubscriptionSnapshot | null;
  after: SubscriptionSnapshot;
  /** Charged (card) or recorded (bank transfer) by this change, whole yen. */
  amountPaid: number;
}

export interface SubscriptionHistory {
  entries: SubscriptionHistoryEntry[];
  /** The state replayed up to `asOf` (or all events), with status as seen on that day. */
  state: SubscriptionSnapshot | null;
}

export function evolveSnapshot(snapshot: SubscriptionSnapshot | null, event: SubscriptionEvent): SubscriptionSnapshot | null {
  switch (event.type) {
    case 'SubscriptionStarted':
      return {
        status: event.data.status,
        plan: event.data.plan,
        paymentMethod: event.data.paymentMethod,
        amounts: event.data.amounts,
        startDate: event.data.startDate,
        expiryDate: event.data.expiryDate,
        cancelledEffectiveOn: null,
      };
    case 'SubscriptionPlanChanged':
      if (!snapshot) return snapshot;
      return {
        ...snapshot,
        plan: event.data.to,
        amounts: event.data.amounts,
        startDate: event.data.startDate,
        expiryDate: event.data.expiryDate,
      };
    case 'BankTransferPaymentRecorded':
      if (!snapshot) return snapshot;
      return {
        ...snapshot,
        status: 'Active',
        startDate: event.data.startDate,
        expiryDate: event.data.expiryDate,
        cancelledEffectiveOn: null,
      };
    case 'SubscriptionCancelled':
      if (!snapshot) return snapshot;
      return { ...snapshot, status: 'Cancelled', cancelledEffectiveOn: event.data.effectiveOn };
    default: {
      const unhandled: never = event;
      throw new Error(`Unhandled subscription event ${JSON.stringify(unhandled)}`);
    }
  }
}

/**
 * Status on a given day: a paid term that ran out is Expired; a cancellation shows as Active until its
 * effective day (access lasts to the end of the paid term) and Cancelled after it.
 */
export function statusOn(snapshot: SubscriptionSnapshot, day: string): AuditStatus {
  if (snapshot.status === 'Cancelled')
    return snapshot.cancelledEffectiveOn && day <= snapshot.cancelledEffectiveOn ? 'Active' : 'Cancelled';
  if (snapshot.status === 'Active' && snapshot.expiryDate && day > snapshot.expiryDate) return 'Expired';
  return snapshot.status;
}

function amountPaid(event: SubscriptionEvent): number {
  switch (event.type) {
    case 'SubscriptionStarted':
    case 'SubscriptionPlanChanged':
      return event.data.payment?.amount ?? 0;
    case 'BankTransferPaymentRecorded':
      return event.data.amount;
    case 'SubscriptionCancelled':
      return 0;
    default: {
      const unhandled: never = event;
      throw new Error(`Unhandled subscription event ${JSON.stringify(unhandled)}`);
    }
  }
}

/**
 * Folds the stream in order. `asOf` ('YYYY-MM-DD' or an ISO instant) keeps only events that happened up to
 * then (a bare date includes that whole day, UTC) and reports the status as seen on that day.
 */
export function subscriptionHistory(recorded: readonly RecordedSubscriptionEvent[], asOf?: string): SubscriptionHistory {
  const cutoff = asOf === undefined ? undefined : asOf.length === 10 ? `${asOf}T23:59:59.999Z` : new Date(asOf).toISOString();
  const entries: SubscriptionHistoryEntry[] = [];
  let snapshot: SubscriptionSnapshot | null = null;
  for (const { event, metadata } of recorded) {
    if (cutoff !== undefined && metadata.occurredAt > cutoff) break;
    const after = evolveSnapshot(snapshot, event);
    if (after) {
      entries.push({
        at: metadata.occurredAt,
        type: event.type,
        actor: metadata.actor,
        onBehalfOf: metadata.onBehalfOf,
        before: snapshot,
        after,
        amountPaid: amountPaid(event),
      });
    }
    snapshot = after;
  }
  const day = (cutoff ?? recorded.at(-1)?.metadata.occurredAt ?? '').slice(0, 10);
  return { entries, state: snapshot && day ? { ...snapshot, status: statusOn(snapshot, day) } : snapshot };
}
