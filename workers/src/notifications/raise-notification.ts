import { notificationStream, type EventMetadata } from '@fleetcheck/contracts';
import { notificationAggregate, type NotificationDraft } from '@fleetcheck/domain/notification/decider';
import { handleCommand, type EventStore } from '@fleetcheck/platform';

export type { NotificationDraft };

export interface Cause {
  /** The event (or scan run) that led to the notification. */
  causationId: string | null;
  correlationId: string;
}

/**
 * Raises a notification through its decider and the one command handler. The decider raises once per
 * stream, and the handler appends against the revision it read, so a redelivered job, a duplicated event or
 * a worker killed between this append and its ack produce the notification exactly once.
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
  const command = { type: 'RaiseNotification' as const, data: { draft, at: now.toISOString() } };
  const { events } = await handleCommand(store, notificationStream(draft.notificationId), notificationAggregate, command, metadata);
  return events.length > 0 ? 'raised' : 'already_raised';
}
