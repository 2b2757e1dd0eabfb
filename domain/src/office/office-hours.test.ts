import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/domain-error';
import { assertRoomForReminder } from './office-hours';

/** The refusal's field errors, or 'accepted'. */
function judged(startTime: string, cutoff: string, marginMinutes: number) {
  try {
    assertRoomForReminder({ startTime, cutoff }, marginMinutes);
    return 'accepted';
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { key: error.key, fields: error.fields };
  }
}
const refused = { key: 'Errors.Invalid', fields: [{ path: 'cutoff', key: 'Errors.CutoffBeforeReminder' }] };

describe("an office's cut-off leaves room for the driver reminder (start time plus the margin)", () => {
  it('start 08:00, margin 30: a cut-off of 08:30 (the reminder instant) is refused, 08:31 accepted', () => {
    expect(judged('08:00', '08:30', 30)).toEqual(refused);
    expect(judged('08:00', '08:31', 30)).toEqual('accepted');
  });

  it('a cut-off before the start time is refused, whatever the margin', () => {
    expect(judged('08:00', '07:59', 0)).toEqual(refused);
    expect(judged('08:00', '08:00', 0)).toEqual(refused);
    expect(judged('08:00', '08:01', 0)).toEqual('accepted');
  });

  it('the margin is the configured one: start 06:00, margin 120, cut-off 08:00 refused, 08:01 accepted', () => {
    expect(judged('06:00', '08:00', 120)).toEqual(refused);
    expect(judged('06:00', '08:01', 120)).toEqual('accepted');
  });

  it('empty times are the defaults the form names: start 08:00, cut-off 23:00', () => {
    expect(judged('', '08:30', 30)).toEqual(refused);
    expect(judged('', '08:31', 30)).toEqual('accepted');
    expect(judged('22:30', '', 30)).toEqual(refused);
    expect(judged('22:29', '', 30)).toEqual('accepted');
    expect(judged('', '', 30)).toEqual('accepted');
  });
});
