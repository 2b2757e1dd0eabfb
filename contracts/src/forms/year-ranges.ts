import { japaneseEraLabel, type EraLabelLanguage } from './japanese-era';

/** An inclusive range of years for a year select. */
export interface YearRange {
  from: number;
  to: number;
}

/**
 * Spec section 5, relative to the current year, which callers pass in (the contracts never read a clock).
 */
export const productionYearRange = (currentYear: number): YearRange => ({
  from: currentYear - 50,
  to: currentYear,
});
export const inspectionYearRange = (currentYear: number): YearRange => ({
  from: currentYear,
  to: currentYear + 10,
});
export const insuranceYearRange = (currentYear: number): YearRange => ({
  from: currentYear,
  to: currentYear + 20,
});
export const birthYearRange = (currentYear: number): YearRange => ({
  from: currentYear - 90,
  to: currentYear - 16,
});
export const licenseExpiryYearRange = (currentYear: number): YearRange => ({
  from: currentYear,
  to: currentYear + 10,
});

export function yearsIn(range: YearRange): number[] {
  const years: number[] = [];
  for (let year = range.from; year <= range.to; year++) years.push(year);
  return years;
}

export function isYearInRange(year: number | string, range: YearRange): boolean {
  const value = typeof year === 'number' ? year : Number(year);
  return Number.isInteger(value) && value >= range.from && value <= range.to;
}

/** Select options for a year range, newest first, labelled with the Japanese era. */
export function yearOptions(range: YearRange, language: EraLabelLanguage = 'ja'): { value: string; label: string }[] {
  return yearsIn(range)
    .reverse()
    .map((year) => ({ value: String(year), label: japaneseEraLabel(year, language) }));
}

export const monthOptions = (): { value: string; label: string }[] =>
  Array.from({ length: 12 }, (_, i) => {
    const value = String(i + 1).padStart(2, '0');
    return { value, label: value };
  });

/** Days of a month (Gregorian leap years), two-digit strings. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}
