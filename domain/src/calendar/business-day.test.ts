import { describe, expect, it } from 'vitest';
import { addDays, businessDateTime, businessDay, businessDayEnd, businessDayStart, businessInstant, daysBetween } from './business-day';

describe('business day (Japan, UTC + 9 h)', () => {
  it('15:00 UTC is midnight in Japan: the day turns there, not at UTC midnight', () => {
    expect(businessDay('2026-03-31T14:59:59.999Z')).toBe('2026-03-31');
    expect(businessDay('2026-03-31T15:00:00.000Z')).toBe('2026-04-01');
    expect(businessDay(new Date('2026-03-31T23:59:00Z'))).toBe('2026-04-01');
    expect(businessDay('2026-04-01T00:00:00.000Z')).toBe('2026-04-01');
  });

  it('gives the wall-clock time of an instant', () => {
    expect(businessDateTime('2026-03-31T15:30:00Z')).toEqual({ date: '2026-04-01', time: '00:30', dateTime: '2026-04-01T00:30' });
    expect(businessDateTime('2026-04-01T05:07:00Z')).toEqual({ date: '2026-04-01', time: '14:07', dateTime: '2026-04-01T14:07' });
  });

  it('a business day runs from 15:00 UTC the day before to 14:59:59.999 UTC', () => {
    expect(businessDayStart('2026-04-01')).toBe('2026-03-31T15:00:00.000Z');
    expect(businessDayEnd('2026-04-01')).toBe('2026-04-01T14:59:59.999Z');
    expect(businessDayStart('2027-01-01')).toBe('2026-12-31T15:00:00.000Z');
  });

  it('honours another zone, daylight saving included', () => {
    expect(businessDay('2026-03-31T15:00:00Z', 'UTC')).toBe('2026-03-31');
    // New York on 2026-03-08 springs forward: the day starts at UTC - 5 h, ends at UTC - 4 h.
    expect(businessDayStart('2026-03-08', 'America/New_York')).toBe('2026-03-08T05:00:00.000Z');
    expect(businessDayEnd('2026-03-08', 'America/New_York')).toBe('2026-03-09T03:59:59.999Z');
  });

  it('reads the wall clock across offset changes as Intl does, minute by minute', () => {
    // New York springs forward at 07:00 UTC on 2026-03-08; Lord Howe moves by 30 minutes at 15:00 UTC on 2026-04-04.
    const around = [
      ['2026-03-08T05:00:00Z', 'America/New_York'],
      ['2026-04-04T13:00:00Z', 'Australia/Lord_Howe'],
      ['2026-03-31T13:00:00Z', 'Asia/Tokyo'],
    ] as const;
    for (const [start, zone] of around) {
      const intl = new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
      for (let minute = 0; minute < 4 * 60; minute++) {
        const at = new Date(Date.parse(start) + minute * 60_000 + 59_999);
        const p = Object.fromEntries(intl.formatToParts(at).map((part) => [part.type, part.value]));
        expect(businessDateTime(at, zone).dateTime).toBe(`${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`);
      }
    }
    expect(() => businessDay('not a date')).toThrow(RangeError);
  });

  it('counts and adds calendar days across month and year ends', () => {
    expect(daysBetween('2026-03-31', '2026-04-30')).toBe(30);
    expect(daysBetween('2026-04-30', '2026-03-31')).toBe(-30);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('a wall-clock date and time in Japan is the instant 9 hours earlier in UTC (the forms send it so)', () => {
    expect(businessInstant('2026-11-20', '09:30')).toBe('2026-11-20T00:30:00.000Z');
    expect(businessInstant('2026-11-20', '08:59')).toBe('2026-11-19T23:59:00.000Z');
    expect(businessInstant('2026-11-20', '00:00')).toBe(businessDayStart('2026-11-20'));
  });
});
