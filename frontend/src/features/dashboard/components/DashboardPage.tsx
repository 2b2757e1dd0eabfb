import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useServices } from '../../../session/ServicesContext';
import { usePanels } from '../../../components/overlay/PanelStack';
import { businessDay } from '@fleetcheck/domain/calendar/business-day';
import { advancedFiltersStorage } from '../model/advancedFiltersStorage';
import {
  activeFilterCount,
  advancedFiltersOf,
  lacksAdvancedFilters,
  noAdvancedFilters,
  resolveFilters,
  searchForFilters,
  type DashboardFilters,
  type DashboardSearch,
} from '../model/dashboardSearch';
import { homeQuery, testResultsQuery } from '../api/dashboardApi';
import { useHomeWidget } from '../hooks/homeWidget';
import { DateRangePicker } from '../../../components/date-range/DateRangePicker';
import { FilterPanel } from './FilterPanel';
import { CsvPanel } from './CsvPanel';
import { SummaryWidget } from './SummaryWidget';
import { NotificationList } from './NotificationList';
import { TestResultList } from './TestResultList';
import { FirstSteps } from './FirstSteps';
import { LiveQueue } from '../../live-confirmation/components/LiveQueue';
import { useSessionView } from '../../../shell/useSessionUser';
import './dashboard.css';

interface DashboardPageProps {
  readonly search: DashboardSearch;
  readonly onSearchChange: (next: DashboardSearch, options?: { replace?: boolean }) => void;
}

/** /user: notifications, the summary widget with its charts, and the filtered test results as cards. */
export function DashboardPage({ search, onSearchChange }: DashboardPageProps) {
  const { api } = useServices();
  const panels = usePanels();
  const storage = useMemo(() => advancedFiltersStorage(), []);
  // The dashboard's days are Japanese calendar days, whatever zone the browser is in.
  const today = businessDay(new Date());
  // Read on every render: apply and reset change it, and the address falls back to it.
  const stored = storage.read();
  const filters = resolveFilters(search, stored, today);
  const [widgetVisible, setWidgetVisible] = useHomeWidget();
  const home = useQuery(homeQuery(api, filters.dateFrom, filters.dateTo));
  const results = useQuery(testResultsQuery(api, filters, search.page, search.query));

  // Filters kept from an earlier visit are written into the address, so it always says what is shown.
  useEffect(() => {
    if (stored && lacksAdvancedFilters(search))
      onSearchChange({ ...searchForFilters(filters, today, search.query), page: search.page }, { replace: true });
    // Only on arrival: later changes go through apply and reset, which keep address and storage in step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const apply = (next: DashboardFilters) => {
    storage.write(advancedFiltersOf(next));
    onSearchChange(searchForFilters(next, today, search.query));
  };
  const reset = () => {
    storage.clear();
    onSearchChange(searchForFilters({ ...noAdvancedFilters, dateFrom: today, dateTo: today }, today, search.query));
  };
  const filterCount = activeFilterCount(filters);
  // A lapsed company's manager reads the records only: no calls to answer.
  const recordsOnly = useSessionView().user?.recordsOnly === true;

  return (
    <div className="dashboard">
      <div className="dashboard__toolbar">
        <DateRangePicker
          dateFrom={filters.dateFrom}
          dateTo={filters.dateTo}
          onSearch={(range) => onSearchChange(searchForFilters({ ...filters, ...range }, today, search.query))}
        />
        <div className="dashboard__actions">
          <button
            type="button"
            className="button"
            onClick={() =>
              panels.open(
                'filter',
                <FilterPanel
                  initial={advancedFiltersOf(filters)}
                  onApply={(advanced) => apply({ ...filters, ...advanced })}
                  onReset={reset}
                />,
              )
            }
          >
            <Trans>Filter</Trans>
            {filterCount > 0 && <span className="dashboard__filter-count">{filterCount}</span>}
          </button>
          <Link to="/user/check-board" className="button">
            <Trans>Check board</Trans>
          </Link>
          <button type="button" className="button" onClick={() => panels.open('download-csv', <CsvPanel filters={filters} />)}>
            <Trans>Download CSV</Trans>
          </button>
          <label className="dashboard__widget-toggle">
            <input type="checkbox" checked={widgetVisible} onChange={(event) => setWidgetVisible(event.target.checked)} />{' '}
            <Trans>Show summary</Trans>
          </label>
        </div>
      </div>
      <FirstSteps />
      {!recordsOnly && <LiveQueue />}
      {home.isError && (
        <p className="dashboard-card dashboard-card__empty" role="alert">
          <Trans id="Modals.Error">Something went wrong. Please try again.</Trans>
        </p>
      )}
      {widgetVisible && home.data && (
        <SummaryWidget
          testsToday={home.data.testsToday}
          failedToday={home.data.failedToday}
          daily={home.data.daily}
          dateFrom={filters.dateFrom}
          dateTo={filters.dateTo}
        />
      )}
      {home.data && <NotificationList notifications={home.data.notifications} />}
      <TestResultList
        page={search.page}
        query={search.query}
        onQueryChange={(query) => onSearchChange({ ...search, query, page: 1 })}
        data={results.data}
        isLoading={results.isPending}
        isError={results.isError}
        onPageChange={(page) => onSearchChange({ ...search, page })}
      />
    </div>
  );
}
