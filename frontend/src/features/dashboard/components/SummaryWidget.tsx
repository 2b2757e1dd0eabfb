import { lazy, Suspense } from 'react';
import { Trans } from '@lingui/react/macro';
import type { DailyFigures } from '@fleetcheck/contracts';
import { chartSeries } from '../model/chartSeries';

const DashboardCharts = lazy(() => import('./DashboardCharts'));

interface SummaryWidgetProps {
  readonly testsToday: number;
  readonly failedToday: number;
  readonly daily: readonly DailyFigures[];
  readonly dateFrom: string;
  readonly dateTo: string;
}

/** The home widget: today's figures and the per-day charts of the chosen range. */
export function SummaryWidget({ testsToday, failedToday, daily, dateFrom, dateTo }: SummaryWidgetProps) {
  return (
    <section className="dashboard-card" aria-labelledby="summary-title">
      <h2 id="summary-title" className="dashboard-card__title">
        <Trans>Summary</Trans>
      </h2>
      <div className="summary-figures">
        <p className="summary-figure">
          <span className="summary-figure__value">{testsToday}</span>
          <span className="summary-figure__label">
            <Trans>Tests today</Trans>
          </span>
        </p>
        <p className="summary-figure summary-figure--failed">
          <span className="summary-figure__value">{failedToday}</span>
          <span className="summary-figure__label">
            <Trans>Failed today</Trans>
          </span>
        </p>
      </div>
      <Suspense
        fallback={
          <p className="dashboard-card__empty" aria-busy="true">
            <Trans>Loading…</Trans>
          </p>
        }
      >
        <DashboardCharts series={chartSeries(daily, dateFrom, dateTo)} />
      </Suspense>
    </section>
  );
}
