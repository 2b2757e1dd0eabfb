import type { DriverReminderEvent } from '@fleetcheck/contracts';
import { describe, it } from 'vitest';
import { spec } from '../../test/support/decider-spec';
import { driverReminderDecider, type DriverReminderCommand } from './decider';

// Monday 30 November 2026: office start 08:00 in Japan, margin 30 minutes, so due at 08:30 JST = 23:30 UTC on the 29th.
const send = (at: string, date = '2026-11-30', dueAt = '2026-11-29T23:30:00.000Z'): DriverReminderCommand => ({
  type: 'SendDriverCheckReminder',
  data: { driverId: 'd1', companyId: 'c1', officeId: 'o1', date, startTime: '08:00', dueAt, at },
});
const sent = (remindedAt: string, date = '2026-11-30', dueAt = '2026-11-29T23:30:00.000Z'): DriverReminderEvent => ({
  type: 'DriverCheckReminderSent',
  data: { driverId: 'd1', companyId: 'c1', officeId: 'o1', date, startTime: '08:00', dueAt, remindedAt },
});

describe('driver check reminder decider (issue 34 item 5)', () => {
  it('reminds a driver once the reminder is due, stamped with the time it was decided', () => {
    spec(driverReminderDecider)
      .given([])
      .when(send('2026-11-29T23:30:00.000Z'))
      .then([sent('2026-11-29T23:30:00.000Z')]);
    spec(driverReminderDecider)
      .given([])
      .when(send('2026-11-29T23:35:00.000Z'))
      .then([sent('2026-11-29T23:35:00.000Z')]);
  });

  it('decides nothing the second time for the same day: the next run, or a second worker retrying after the conflict', () => {
    spec(driverReminderDecider)
      .given([sent('2026-11-29T23:30:00.000Z')])
      .when(send('2026-11-29T23:35:00.000Z'))
      .then([]);
    spec(driverReminderDecider)
      .given([sent('2026-11-29T23:30:00.000Z'), sent('2026-11-29T23:31:00.000Z')])
      .when(send('2026-11-30T05:00:00.000Z'))
      .then([]);
  });

  it('refuses a reminder before it is due (08:29:59 in Japan, one second early)', () => {
    spec(driverReminderDecider).given([]).when(send('2026-11-29T23:29:59.000Z')).thenError('Errors.Conflict');
  });
});
