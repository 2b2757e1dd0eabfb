import { stripSearchParams } from '@tanstack/react-router';
import { pageSize } from '../../../components/list/listSearch';
import { defined, idList, isoDate, oneOf, text, wholeNumber, type SearchFields, type SearchInputOf } from '../../../router/searchValues';

/** As contracts' TEST_STATUS_FILTERS (GET /test-result); kept here so the route's address reader needs no schema. */
export const testStatusFilters = ['all', 'passed', 'failed'] as const;
export type TestStatusFilter = (typeof testStatusFilters)[number];

/**
 * The dashboard's address: page, date range and the advanced filters. An absent value means "not
 * chosen here": dates then mean today, advanced filters come from local storage. Bad values are dropped.
 */
export interface DashboardSearch {
  readonly page: number;
  /** Free text over driver names, car number, device and office. */
  readonly query: string;
  readonly dateFrom?: string;
  readonly dateTo?: string;
  readonly drivers?: readonly string[];
  readonly offices?: readonly string[];
  readonly testStatus?: TestStatusFilter;
}

export function readDashboardSearch(search: SearchFields<DashboardSearch>): DashboardSearch {
  return defined({
    page: wholeNumber(search.page, 1) ?? 1,
    query: text(search.query)?.trim() ?? '',
    dateFrom: isoDate(search.dateFrom),
    dateTo: isoDate(search.dateTo),
    drivers: idList(search.drivers),
    offices: idList(search.offices),
    testStatus: oneOf(search.testStatus, testStatusFilters),
  });
}

/** The route's `validateSearch`. */
export const dashboardSearchSchema = {
  parse: (search: SearchInputOf<DashboardSearch>): DashboardSearch => readDashboardSearch(search),
};

export const dashboardSearchMiddlewares = [stripSearchParams<DashboardSearch>({ page: 1, query: '' })];

/** The filters kept between visits (spec: "locally stored advanced filters"). */
export interface AdvancedFilters {
  readonly drivers: readonly string[];
  readonly offices: readonly string[];
  readonly testStatus: TestStatusFilter;
}

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
