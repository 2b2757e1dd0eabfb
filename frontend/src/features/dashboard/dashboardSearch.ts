import { z } from 'zod';
import { stripSearchParams } from '@tanstack/react-router';
import { TEST_STATUS_FILTERS } from '@fleetcheck/contracts';
import { pageSize } from '../../components/list/listSearch';

export type TestStatusFilter = (typeof TEST_STATUS_FILTERS)[number];

const isoDate = z.iso.date();

/** Ids arrive as an array (the router's JSON form) or as a comma-separated string (a hand-typed link). */
const idList = z
  .union([z.array(z.string()), z.string()])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((id) => id.trim()).filter(Boolean))
  .optional()
  .catch(undefined);

/**
 * The dashboard's address: page, date range and the advanced filters. An absent value means "not
 * chosen here": dates then mean today, advanced filters come from local storage. Bad values are dropped.
 */
export const dashboardSearchSchema = z.object({
  page: z.coerce.number().int().min(1).default(1).catch(1),
  /** Free text over driver names, car number, device and office. */
  query: z.string().trim().default('').catch(''),
  dateFrom: isoDate.optional().catch(undefined),
  dateTo: isoDate.optional().catch(undefined),
  drivers: idList,
  offices: idList,
  testStatus: z.enum(TEST_STATUS_FILTERS).optional().catch(undefined),
});
export type DashboardSearch = z.infer<typeof dashboardSearchSchema>;

export const dashboardSearchMiddlewares = [stripSearchParams<DashboardSearch>({ page: 1, query: '' })];

/** The filters kept between visits (spec: "locally stored advanced filters"). */
export const advancedFiltersSchema = z.object({
  drivers: z.array(z.string()).catch([]),
  offices: z.array(z.string()).catch([]),
  testStatus: z.enum(TEST_STATUS_FILTERS).catch('all'),
});
export type AdvancedFilters = z.infer<typeof advancedFiltersSchema>;

export const noAdvancedFilters: AdvancedFilters = { drivers: [], offices: [], testStatus: 'all' };

/** What the dashboard actually shows: every filter resolved. */
export interface DashboardFilters extends AdvancedFilters {
  readonly dateFrom: string;
  readonly dateTo: string;
}

/**
 * URL first, then the stored advanced filters, then the defaults (today, everyone, all results). A range
 * typed the wrong way round is turned the right way round, so From is never later than To.
 */
export function resolveFilters(search: DashboardSearch, stored: AdvancedFilters | undefined, today: string): DashboardFilters {
  const from = search.dateFrom ?? today;
  const to = search.dateTo ?? today;
  const base = stored ?? noAdvancedFilters;
  return {
    dateFrom: from <= to ? from : to,
    dateTo: from <= to ? to : from,
    drivers: search.drivers ?? base.drivers,
    offices: search.offices ?? base.offices,
    testStatus: search.testStatus ?? base.testStatus,
  };
}

/** Whether the address names none of the advanced filters (so the stored ones may fill it). */
export function lacksAdvancedFilters(search: DashboardSearch): boolean {
  return search.drivers === undefined && search.offices === undefined && search.testStatus === undefined;
}

/**
 * The address for a set of filters: page back to 1, defaults left out so a plain /user stays plain.
 * Today's date is left out too: a bookmarked dashboard then keeps showing "today". The text search is
 * not a filter of the panel: the caller keeps it.
 */
export function searchForFilters(filters: DashboardFilters, today: string, query = ''): DashboardSearch {
  const isToday = filters.dateFrom === today && filters.dateTo === today;
  return {
    page: 1,
    query,
    ...(isToday ? {} : { dateFrom: filters.dateFrom, dateTo: filters.dateTo }),
    ...(filters.drivers.length ? { drivers: [...filters.drivers] } : {}),
    ...(filters.offices.length ? { offices: [...filters.offices] } : {}),
    ...(filters.testStatus !== 'all' ? { testStatus: filters.testStatus } : {}),
  };
}

export function advancedFiltersOf(filters: DashboardFilters): AdvancedFilters {
  return { drivers: [...filters.drivers], offices: [...filters.offices], testStatus: filters.testStatus };
}

/** Query parameters of GET /test-result and its CSV export. */
export function testResultQueryOf(filters: DashboardFilters, page: number, query = '') {
  return {
    page,
    limit: pageSize,
    query,
    dateFrom: filters.dateFrom,
    dateTo: filters.dateTo,
    drivers: filters.drivers.join(','),
    offices: filters.offices.join(','),
    testStatus: filters.testStatus,
  };
}

/** How many advanced filters differ from "everything" (shown on the filter button). */
export function activeFilterCount(filters: AdvancedFilters): number {
  return (filters.drivers.length ? 1 : 0) + (filters.offices.length ? 1 : 0) + (filters.testStatus !== 'all' ? 1 : 0);
}
