import { driverDutyCatalogue, type DriverDutyEvent } from '@fleetcheck/contracts';
import type { Aggregate } from '../shared/aggregate';
import { assertNever, type Decider } from '../shared/decider';
import { notFound } from '../shared/domain-error';

/**
 * A driver's days off duty (issue 15 item 3): every driver is on duty each business day unless a manager marks
 * them off duty for it, and may mark them back. One stream per driver, one entry per day marked.
 */
export interface DriverDutyState {
  companyId: string | null;
  daysOff: ReadonlySet<string>;
}

export type DriverDutyCommand = {
  type: 'SetDriverDuty';
  /** `actingCompanyId`: the caller's company, which must be the driver's (command-api checks the driver is live). */
  data: { actingCompanyId: string; driverId: string; date: string; onDuty: boolean };
};

export function decide(command: DriverDutyCommand, state: DriverDutyState): DriverDutyEvent[] {
  switch (command.type) {
    case 'SetDriverDuty': {
      const { actingCompanyId, driverId, date, onDuty } = command.data;
      if (state.companyId !== null && state.companyId !== actingCompanyId) throw notFound();
      // Marking what is already so (on duty is the default) is a retry: nothing to record.
      if (state.daysOff.has(date) === !onDuty) return [];
      return [{ type: 'DriverDutySet', data: { driverId, companyId: actingCompanyId, date, onDuty } }];
    }
    default:
      return assertNever(command.type);
  }
}

export function evolve(state: DriverDutyState, event: DriverDutyEvent): DriverDutyState {
  switch (event.type) {
    case 'DriverDutySet': {
      const daysOff = new Set(state.daysOff);
      if (event.data.onDuty) daysOff.delete(event.data.date);
      else daysOff.add(event.data.date);
      return { companyId: event.data.companyId, daysOff };
    }
    default:
      return assertNever(event.type);
  }
}

export const driverDutyDecider: Decider<DriverDutyCommand, DriverDutyEvent, DriverDutyState> = {
  initialState: () => ({ companyId: null, daysOff: new Set() }),
  evolve,
  decide,
};
export const driverDutyAggregate: Aggregate<DriverDutyCommand, DriverDutyEvent, DriverDutyState> = {
  decider: driverDutyDecider,
  codec: driverDutyCatalogue,
};
