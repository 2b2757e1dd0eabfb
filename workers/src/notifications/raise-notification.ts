import { NotificationRaised, notificationCatalogue, notificationStream, type EventMetadata, type EventOf } from '@fleetcheck/contracts';
import { WrongExpectedRevisionError, type EventStore } from '@fleetcheck/platform';

export type NotificationDraft = Omit<EventOf<typeof NotificationRaised>['data'], 'raisedAt'>;

export interface Cause {
  /** The event (or scan run) that led to the notification. */
  causationId: string | null;
  correlationId: string;
}

/**
 * Appends NotificationRaised as the first event of the notification's stream. The store refuses a second
 * first event ('no_stream'), which is what makes a redelivered job, a duplicated event or a worker killed
 * between this append and its ack produce the notification exactly once.
 */
export async function raiseNotification(
  store: EventStore,
  draft: NotificationDraft,
  cause: Cause,
  now: Date,
): Promise<'raised' | 'already_raised'> {
  const metadata: EventMetadata = {
    actor: { userId: null, role: 'system', companyId: draft.companyId },
    onBehalfOf: null,
    correlationId: cause.correlationId,
    causationId: cause.causationId,
    occurredAt: now.toISOString(),
  };
  const encoded = notificationCatalogue.encode({
    type: NotificationRaised.type,
    data: { ...draft, raisedAt: now.toISOString() },
  });
  try {
    await store.appendToStream(notificationStream(draft.notificationId), [{ ...encoded, metadata }], 'no_stream');
    return 'raised';
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) return 'already_raised';
    throw error;
  }
}
