/** Shown for a currency field with no value (spec section 8). */
export const NO_VALUE = '–';

/** '¥' + thousands commas, rounded to whole yen; '–' for null, undefined, empty or non-numeric input. */
export function formatYen(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return NO_VALUE;
  const amount = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(amount)) return NO_VALUE;
  const whole = Math.round(Math.abs(amount));
  const digits = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount < 0 && whole !== 0 ? '-' : ''}¥${digits}`;
}
