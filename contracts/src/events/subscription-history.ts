import type { PaymentMethod } from '../constants/business';
import type { EventMetadata } from './metadata';
import type { SubscriptionAmounts, SubscriptionEvent, SubscriptionPlan } from './subscription';

/**
 * The shapes of the auditors' view of a company's subscription. The fold that produces them is the
 * subscription decider's, in domain (`@fleetcheck/domain/subscription/history`): command side, query side
 * and the audit CLI all use it, so they cannot disagree.
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
