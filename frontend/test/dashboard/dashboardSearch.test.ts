import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  readDashboardSearch,
  lacksAdvancedFilters,
  resolveFilters,
  searchForFilters,
  testResultQueryOf,
} from '../../src/features/dashboard/model/dashboardSearch';
import { advancedFiltersStorage, ADVANCED_FILTERS_KEY } from '../../src/features/dashboard/model/advancedFiltersStorage';
import { chartSeries, daysOfRange } from '../../src/features/dashboard/model/chartSeries';

const today = '2025-02-01';

describe('dashboard address', () => {
  it('reads page, dates, ids (array or comma list) and status, dropping bad values', () => {
    expect(
      readDashboardSearch({
        page: '3',
        query: ' 山田 ',
        dateFrom: '2025-01-01',
        drivers: ['d1', 'd2'],
        offices: 'o1, o2,',
        testStatus: 'failed',
      }),
    ).toEqual({
      page: 3,
      query: '山田',
      dateFrom: '2025-01-01',
      dateTo: undefined,
      drivers: ['d1', 'd2'],
      offices: ['o1', 'o2'],
      testStatus: 'failed',
    });
    expect(readDashboardSearch({ page: '-1', query: 7, dateFrom: '2025-13-40', drivers: 5, testStatus: 'maybe' })).toEqual({
      page: 1,
      query: '',
      dateFrom: undefined,
      dateTo: undefined,
      drivers: undefined,
      offices: undefined,
      testStatus: undefined,
    });
  });

  it('defaults to today, everyone and all results', () => {
    expect(resolveFilters(readDashboardSearch({}), undefined, today)).toEqual({
      dateFrom: today,
      dateTo: today,
      drivers: [],
      offices: [],
      testStatus: 'all',
    });
  });

  it('takes advanced filters from the address first, then from storage', () => {
    const stored = { drivers: ['d9'], offices: ['o9'], testStatus: 'passed' as const };
    const fromStorage = resolveFilters(readDashboardSearch({}), stored, today);
    expect(fromStorage).toMatchObject({ drivers: ['d9'], offices: ['o9'], testStatus: 'passed' });
    const mixed = resolveFilters(readDashboardSearch({ drivers: 'd1', testStatus: 'failed' }), stored, today);
    expect(mixed).toMatchObject({ drivers: ['d1'], offices: ['o9'], testStatus: 'failed' });
  });

  it('never lets From be later than To', () => {
    const swapped = resolveFilters(readDashboardSearch({ dateFrom: '2025-02-03', dateTo: '2025-01-30' }), undefined, today);
    expect(swapped).toMatchObject({ dateFrom: '2025-01-30', dateTo: '2025-02-03' });
    const onlyFromInFuture = resolveFilters(readDashboardSearch({ dateFrom: '2025-03-01' }), undefined, today);
    expect(onlyFromInFuture).toMatchObject({ dateFrom: today, dateTo: '2025-03-01' });
  });

  it('writes filters back as a short address: page 1, defaults and today left out, the text search kept', () => {
    expect(searchForFilters({ dateFrom: today, dateTo: today, drivers: [], offices: [], testStatus: 'all' }, today)).toEqual({
      page: 1,
      query: '',
    });
    const search = searchForFilters(
      { dateFrom: '2025-01-01', dateTo: today, drivers: ['d1'], offices: [], testStatus: 'failed' },
      today,
      '品川',
    );
    expect(search).toEqual({ page: 1, query: '品川', dateFrom: '2025-01-01', dateTo: today, drivers: ['d1'], testStatus: 'failed' });
    // The round trip gives back the same filters.
    expect(resolveFilters(readDashboardSearch(search), undefined, today)).toEqual({
      dateFrom: '2025-01-01',
      dateTo: today,
      drivers: ['d1'],
      offices: [],
      testStatus: 'failed',
    });
  });

  it('tells whether the address names any advanced filter, and counts the active ones', () => {
    expect(lacksAdvancedFilters(readDashboardSearch({ dateFrom: today, page: 2 }))).toBe(true);
    expect(lacksAdvancedFilters(readDashboardSearch({ testStatus: 'all' }))).toBe(false);
    expect(activeFilterCount({ drivers: ['d1'], offices: [], testStatus: 'passed' })).toBe(2);
    expect(activeFilterCount({ drivers: [], offices: [], testStatus: 'all' })).toBe(0);
  });

  it('turns filters into the query of GET /test-result', () => {
    expect(
      testResultQueryOf({ dateFrom: '2025-01-01', dateTo: today, drivers: ['d1', 'd2'], offices: [], testStatus: 'passed' }, 2, '山田'),
    ).toEqual({
      page: 2,
      limit: 10,
      query: '山田',
      dateFrom: '2025-01-01',
      dateTo: today,
      drivers: 'd1,d2',
      offices: '',
      testStatus: 'passed',
    });
  });
});

describe('stored advanced filters', () => {
  it('keeps, reads and clears them; ignores what it cannot read', () => {
    const storage = advancedFiltersStorage(window.localStorage);
    storage.clear();
    expect(storage.read()).toBeUndefined();
    storage.write({ drivers: ['d1'], offices: ['o1'], testStatus: 'failed' });
    expect(storage.read()).toEqual({ drivers: ['d1'], offices: ['o1'], testStatus: 'failed' });
    window.localStorage.setItem(ADVANCED_FILTERS_KEY, '{not json');
    expect(storage.read()).toBeUndefined();
    window.localStorage.setItem(ADVANCED_FILTERS_KEY, JSON.stringify({ drivers: 'x', testStatus: 'weird' }));
    expect(storage.read()).toEqual({ drivers: [], offices: [], testStatus: 'all' });
    storage.clear();
    expect(window.localStorage.getItem(ADVANCED_FILTERS_KEY)).toBeNull();
  });
});

describe('business days and the chart series', () => {
  it('lists every day of a range across month and leap-day ends', () => {
    expect(daysOfRange('2024-02-28', '2024-03-01')).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(daysOfRange(today, today)).toEqual([today]);
  });

  it('fills days without tests with zeros', () => {
    const series = chartSeries([{ date: '2025-01-31', tests: 4, failed: 1 }], '2025-01-30', '2025-02-01');
    expect(series).toEqual([
      { date: '2025-01-30', label: '01.30', tests: 0, failed: 0 },
      { date: '2025-01-31', label: '01.31', tests: 4, failed: 1 },
      { date: '2025-02-01', label: '02.01', tests: 0, failed: 0 },
    ]);
  });
});
