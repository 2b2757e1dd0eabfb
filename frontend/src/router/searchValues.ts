/*
 * Readers of URL search values for the routes' `validateSearch`. Route configuration loads with the router
 * on every first page, the landing page included, so it uses these small functions rather than a schema
 * library (issue 18 item 11: landing JavaScript within 150 kB). Each answers undefined for a missing or bad
 * value; the route then uses its default.
 */

import type { SearchSchemaInput } from '@tanstack/react-router';

export type SearchInput = Readonly<Record<string, unknown>>;

/**
 * What a route's search reader takes: any of the keys it reads, each whatever the address held. The router's
 * marker makes links and `navigate` typed by this input (all keys optional), not by the reader's output.
 */
export type SearchInputOf<T> = SearchFields<T> & SearchSchemaInput;

/** The keys of a search, each whatever the address held. */
export type SearchFields<T> = { readonly [K in keyof T]?: unknown };

/** A whole number in [min, max], from a number or a numeric string ('3', ' 3 '). */
export function wholeNumber(value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

export function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function oneOf<T extends string>(value: unknown, options: readonly T[]): T | undefined {
  return typeof value === 'string' && (options as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** A calendar date yyyy-MM-dd that exists (no 2025-02-30). */
export function isoDate(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? value : undefined;
}

/** Ids as an array (the router's JSON form) or a comma-separated string (a hand-typed link). */
export function idList(value: unknown): string[] | undefined {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : undefined;
  if (!items || !items.every((item) => typeof item === 'string')) return undefined;
  return (items as string[]).map((id) => id.trim()).filter(Boolean);
}

/** Leaves out the keys whose value is undefined, so the address stays short. */
export function defined<T extends object>(values: T): T {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as T;
}

/** As contracts' PAYMENT_SCHEDULES (a test keeps them equal); the payment route reads its schedule with it. */
export const paymentSchedules = ['monthly', 'yearly'] as const;

/** The plan counts of /simulation and /user/tariffs: absent unless a whole number within the counter's range. */
export function planCountsSearch(search: SearchInput, max: number): { cars?: number; devices?: number } {
  return defined({ cars: wholeNumber(search.cars, 0, max), devices: wholeNumber(search.devices, 0, max) });
}
