import { describe, expect, it } from 'vitest';
import {
  birthYearRange,
  inspectionYearRange,
  insuranceYearRange,
  isoDateToYmd,
  japaneseEraLabel,
  licenseExpiryYearRange,
  productionYearRange,
  toDottedDate,
  toShortTime,
  yearOptions,
  yearsIn,
  ymdToIsoDate,
  ERA_YEAR_MAX,
  ERA_YEAR_MIN,
} from '../src/index';

describe('Japanese era labels', () => {
  it.each([
    [2020, '令和2年 (2020)'],
    [2019, '令和元年 (2019)'],
    [2018, '平成30年 (2018)'],
    [1990, '平成2年 (1990)'],
    [1989, '平成元年 (1989)'],
    [1988, '昭和63年 (1988)'],
    [1943, '昭和18年 (1943)'],
    [2043, '令和25年 (2043)'],
  ])('%i -> %s', (year, label) => {
    expect(japaneseEraLabel(year)).toBe(label);
  });

  it('has an English form and labels every year of the select span', () => {
    expect(japaneseEraLabel(2019, 'en')).toBe('Reiwa 1 (2019)');
    const labels = yearsIn({ from: ERA_YEAR_MIN, to: ERA_YEAR_MAX }).map((year) => japaneseEraLabel(year));
    expect(labels).toHaveLength(101);
    expect(new Set(labels).size).toBe(101);
    expect(() => japaneseEraLabel(1900)).toThrow(RangeError);
  });
});

describe('year ranges from the current year', () => {
  it('match spec section 5', () => {
    expect(productionYearRange(2025)).toEqual({ from: 1975, to: 2025 });
    expect(inspectionYearRange(2025)).toEqual({ from: 2025, to: 2035 });
    expect(insuranceYearRange(2025)).toEqual({ from: 2025, to: 2045 });
    expect(birthYearRange(2025)).toEqual({ from: 1935, to: 2009 });
    expect(licenseExpiryYearRange(2025)).toEqual({ from: 2025, to: 2035 });
  });

  it('year options are newest first with era labels', () => {
    const options = yearOptions(inspectionYearRange(2020));
    expect(options).toHaveLength(11);
    expect(options.at(-1)).toEqual({ value: '2020', label: '令和2年 (2020)' });
    expect(options[0]).toEqual({ value: '2030', label: '令和12年 (2030)' });
  });
});

describe('date string helpers', () => {
  it('convert between y/m/d and ISO dates', () => {
    expect(ymdToIsoDate({ y: '2024', m: '3', d: '05' })).toBe('2024-03-05');
    expect(ymdToIsoDate({ y: '2024', m: '', d: '05' })).toBe('-');
    expect(isoDateToYmd('2024-03-05T10:00:00Z')).toEqual({ y: '2024', m: '03', d: '05' });
    expect(toDottedDate('2024-03-05')).toBe('2024.03.05');
    expect(toDottedDate(null)).toBe('–');
    expect(toShortTime('2024-03-05T09:07:00')).toBe('9:07');
  });
});
