import { describe, it } from 'vitest';
import type { DriverDutyEvent } from '@fleetcheck/contracts';
import { spec } from '../../test/support/decider-spec';
import { driverDutyDecider, type DriverDutyCommand } from './duty';

const set = (date: string, onDuty: boolean, actingCompanyId = 'c1'): DriverDutyCommand => ({
  type: 'SetDriverDuty',
  data: { actingCompanyId, driverId: 'd1', date, onDuty },
});
const wasSet = (date: string, onDuty: boolean): DriverDutyEvent => ({
  type: 'DriverDutySet',
  data: { driverId: 'd1', companyId: 'c1', date, onDuty },
});

describe('driver duty decider', () => {
  it('marks a driver off duty for a day, and back on duty', () => {
    spec(driverDutyDecider)
      .given([])
      .when(set('2026-11-20', false))
      .then([wasSet('2026-11-20', false)]);
    spec(driverDutyDecider)
      .given([wasSet('2026-11-20', false)])
      .when(set('2026-11-20', true))
      .then([wasSet('2026-11-20', true)]);
  });

  it('marking what is already so records nothing: on duty is the default, off duty twice is a retry', () => {
    spec(driverDutyDecider).given([]).when(set('2026-11-20', true)).then([]);
    spec(driverDutyDecider)
      .given([wasSet('2026-11-20', false)])
      .when(set('2026-11-20', false))
      .then([]);
    spec(driverDutyDecider)
      .given([wasSet('2026-11-20', false)])
      .when(set('2026-11-21', false))
      .then([wasSet('2026-11-21', false)]);
  });

  it("another company cannot mark the driver's days", () => {
    spec(driverDutyDecider)
      .given([wasSet('2026-11-20', false)])
      .when(set('2026-11-21', false, 'c2'))
      .thenError('Errors.NotFound');
  });
});
