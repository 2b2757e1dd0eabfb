import { driverReminderCatalogue, type DriverReminderEvent } from '@fleetcheck/contracts';
import type { Aggregate } from '../shared/aggregate';
import { assertNever, type Decider } from '../shared/decider';
import { conflict } from '../shared/domain-error';

type Reminder = Extract<DriverReminderEvent, { type: 'DriverCheckReminderSent' }>['data'];

/** One driver's reminder of one Japan business day (the stream is the driver and the day): not sent yet, or sent. */
export type DriverReminderState = { status: 'NotSent' } | { status: 'Sent'; reminder: Reminder };

export type DriverReminderCommand = {
  type: 'SendDriverCheckReminder';
  /** `at`: the job's clock; the reminder is refused before `dueAt` (the office's start time plus the margin). */
  data: Omit<Reminder, 'remindedAt'> & { at: string };
};

/**
 * Once per driver and day: a second decision for the day (the job's next run, or a second workers process that
 * read the stream before the first appended and retries after the conflict) yields nothing.
 */
export function decide(command: DriverReminderCommand, state: DriverReminderState): DriverReminderEvent[] {
  switch (command.type) {
    case 'SendDriverCheckReminder': {
      if (state.status === 'Sent') return [];
      const { at, ...reminder } = command.data;
      if (Date.parse(at) < Date.parse(reminder.dueAt)) throw conflict();
      return [{ type: 'DriverCheckReminderSent', data: { ...reminder, remindedAt: at } }];
    }
    default:
      return assertNever(command.type);
  }
}

export function evolve(state: DriverReminderState, event: DriverReminderEvent): DriverReminderState {
  switch (event.type) {
    case 'DriverCheckReminderSent':
      // Sent once per stream; a second event could only be a copy, and the first stands.
      return state.status === 'Sent' ? state : { status: 'Sent', reminder: event.data };
    default:
      return assertNever(event.type);
  }
}

export const driverReminderDecider: Decider<DriverReminderCommand, DriverReminderEvent, DriverReminderState> = {
  initialState: () => ({ status: 'NotSent' }),
  evolve,
  decide,
};
export const driverReminderAggregate: Aggregate<DriverReminderCommand, DriverReminderEvent, DriverReminderState> = {
  decider: driverReminderDecider,
  codec: driverReminderCatalogue,
};
