import { describe, expect, it } from 'vitest';
import { resolveLanguage } from '../../src/i18n/language';
import { yearOptions } from '../../src/i18n/era';
import { formatListDate, formatListTime, formatYen } from '../../src/i18n/format';

describe('language', () => {
  it('keeps ja and en and falls back to ja for anything else', () => {
    expect(resolveLanguage('en')).toBe('en');
    expect(resolveLanguage('ja')).toBe('ja');
    for (const other of ['fr', 'EN', '', undefined, null, 42]) expect(resolveLanguage(other)).toBe('ja');
  });
});

describe('era labels', () => {
  it('labels years with the Japanese era, the first year of an era as 元年', () => {
    const label = (year: number, language: 'ja' | 'en') => yearOptions(year, year, language)[0]?.label;
    expect(label(2020, 'ja')).toBe('令和2年 (2020)');
    expect(label(2019, 'ja')).toBe('令和元年 (2019)');
    expect(label(2018, 'ja')).toBe('平成30年 (2018)');
    expect(label(1989, 'ja')).toBe('平成元年 (1989)');
    expect(label(1943, 'ja')).toBe('昭和18年 (1943)');
    expect(label(2020, 'en')).toBe('Reiwa 2 (2020)');
  });

  it('offers years 1943 to 2043 at most, newest first', () => {
    const all = yearOptions(1900, 2100, 'ja');
    expect(all).toHaveLength(101);
    expect(all[0]).toEqual({ value: '2043', label: '令和25年 (2043)' });
    expect(all.at(-1)).toEqual({ value: '1943', label: '昭和18年 (1943)' });
    expect(yearOptions(2026, 2036, 'en').map((option) => option.value)).toHaveLength(11);
  });
});

describe('formats', () => {
  it('shows dates as YYYY.MM.DD and times as H:mm, in Japan time whatever the browser zone', () => {
    // 2026-01-05 07:04 in Tokyo is 2026-01-04 22:04 UTC: a UTC browser must still show the Japan day.
    const date = new Date('2026-01-04T22:04:00.000Z');
    expect(formatListDate(date)).toBe('2026.01.05');
    expect(formatListTime(date)).toBe('7:04');
    expect(formatListTime('2026-01-05T03:30:00.000Z')).toBe('12:30');
    // 00:30 on 1 April in Tokyo, 31 March in UTC (the mail outbox and failed jobs print their times this way).
    expect(`${formatListDate('2026-03-31T15:30:00.000Z')} ${formatListTime('2026-03-31T15:30:00.000Z')}`).toBe('2026.04.01 0:30');
    expect(formatListDate('2027-03-31')).toBe('2027.03.31');
    expect(formatListDate(null)).toBe('–');
    expect(formatListDate('not a date')).toBe('–');
  });

  it('shows yen with the sign and comma thousands, and – without a value', () => {
    expect(formatYen(1234567)).toBe('¥1,234,567');
    expect(formatYen(0)).toBe('¥0');
    expect(formatYen(-1500)).toBe('-¥1,500');
    expect(formatYen(999.6)).toBe('¥1,000');
    expect(formatYen(undefined)).toBe('–');
  });
});
