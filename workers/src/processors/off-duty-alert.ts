import { DriverDutySet, driverDutyCatalogue, notificationStream, type EventMetadata } from '@fleetcheck/contracts';
import { notificationAggregate } from '@fleetcheck/domain/notification/decider';
import { DomainError } from '@fleetcheck/domain/shared/domain-error';
import { handleCommand } from '@fleetcheck/platform';
import type { ProcessorDeps } from '../deps';
import type { EventJob } from '../queues';
import type { Cause } from '../notifications/raise-notification';
import { notificationIdFor } from '../notifications/notification-id';

type Dispatched = Pick<EventJob, 'type' | 'schemaVersion' | 'data' | 'metadata'>;

/** Only marking a driver off duty can take back an alert; back on duty raises nothing (the day's job judges it). */
export function marksOffDuty(event: Pick<EventJob, 'type' | 'schemaVersion' | 'data'>): boolean {
  if (event.type !== DriverDutySet.type) return false;
  const decoded = driverDutyCatalogue.decode(event.type, event.schemaVersion, event.data);
  return decoded.type === 'DriverDutySet' && !decoded.data.onDuty;
}

/**
 * A driver marked off duty for a day already judged (issue 33 item 5: the manager tells afterwards that the driver
 * did not drive) missed no check that day: the day's CHECK_MISSING alert, if one was raised, leaves the dashboard,
 * dismissed through its decider by the manager who marked it (the notification id is the job's own). No alert
 * raised, or one already dismissed, changes nothing.
 */
export async function withdrawMissedCheckAlert(deps: ProcessorDeps, event: Dispatched, cause: Cause): Promise<'dismissed' | 'none'> {
  const decoded = driverDutyCatalogue.decode(event.type, event.schemaVersion, event.data);
  if (decoded.type !== 'DriverDutySet' || decoded.data.onDuty) return 'none';
  const { driverId, companyId, date } = decoded.data;
  const at = deps.clock.now().toISOString();
  const metadata: EventMetadata = {
    ...event.metadata,
    correlationId: cause.correlationId,
    causationId: cause.causationId,
    occurredAt: at,
  };
  const command = {
    type: 'DismissNotification' as const,
    data: { actingCompanyId: companyId, userId: event.metadata.actor.userId ?? 'system', at },
  };
  try {
    const { events } = await handleCommand(
      deps.store,
      notificationStream(notificationIdFor('CHECK_MISSING', driverId, date)),
      notificationAggregate,
      command,
      metadata,
    );
    return events.length > 0 ? 'dismissed' : 'none';
  } catch (error) {
    // No alert was raised for that driver and day: nothing to take back.
    if (error instanceof DomainError && error.key === 'Errors.NotFound') return 'none';
    throw error;
  }
}
