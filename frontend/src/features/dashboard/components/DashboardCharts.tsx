import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useLingui } from '@lingui/react/macro';
import type { ChartPoint } from '../model/chartSeries';

/**
 * Tests per day and failed tests per day. recharts is large: this module is only ever loaded lazily
 * (DashboardPage), so the landing page and the rest of the app do not carry it.
 */
export default function DashboardCharts({ series }: { readonly series: readonly ChartPoint[] }) {
  const { t } = useLingui();
  const charts = [
    { key: 'tests', title: t`Tests per day`, name: t`Tests`, color: '#1a56db' },
    { key: 'failed', title: t`Failed tests per day`, name: t`Failed`, color: '#c81e1e' },
  ] as const;
  return (
    <div className="dashboard-charts">
      {charts.map((chart) => (
        <figure key={chart.key} className="dashboard-chart" aria-label={chart.title}>
          <figcaption className="dashboard-chart__title">{chart.title}</figcaption>
          <ResponsiveContainer width="100%" height={200}>
            <BarChart data={[...series]} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" fontSize={12} />
              <YAxis allowDecimals={false} fontSize={12} />
              <Tooltip />
              <Bar dataKey={chart.key} name={chart.name} fill={chart.color} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </figure>
      ))}
    </div>
  );
}
