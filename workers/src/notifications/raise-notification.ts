import { notificationStream, type EventMetadata } from '@fleetcheck/contracts';
import { notificationAggregate, type NotificationDraft } from '@fleetcheck/domain/notification/decider';
import { handleCommand, type EventStore } from '@fleetcheck/platform';
import type { CarSummary, DriverSummary } from '../fleet/fleet-directory';

export type { NotificationDraft };

/** What a notification is: its id, company, type and level. */
type Headline = Pick<NotificationDraft, 'notificationId' | 'companyId' | 'type' | 'level'>;
/** What it names of its subject: the driver, car, detector, test result or missed check, and a type's own details. */
type Subject = Omit<NotificationDraft, keyof Headline>;

const NO_SUBJECT = {
  driver: null,
  car: null,
  device: null,
  testResult: null,
  testResultId: null,
  missingCheck: null,
} as const satisfies Subject;

/**
 * A notification's draft, for raiseNotification: every subject field it does not name is null, so an alert about the
 * company itself (a payment that failed) names none, and the others only their own (a driver, a detector...).
 */
export function notificationDraft(headline: Headline, subject: Partial<Subject> = {}): NotificationDraft {
  return { ...headline, ...NO_SUBJECT, ...subject };
}

/** A driver as a notification names them; null for one the directory does not know (deleted, say). */
export const alertDriver = (driver: DriverSummary | undefined): NotificationDraft['driver'] =>
  driver ? { lastName: driver.lastName, firstName: driver.firstName, expirationDate: driver.expirationDate } : null;

/** A car as a notification names it; null for one the directory does not know. */
export const alertCar = (car: CarSummary | undefined): NotificationDraft['car'] =>
  car ? { model: car.model, number: car.number, inspection: car.inspection, insurance: car.insurance } : null;

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
