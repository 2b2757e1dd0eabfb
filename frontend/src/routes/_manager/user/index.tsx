import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { dashboardSearchMiddlewares, dashboardSearchSchema } from '../../../features/dashboard/model/dashboardSearch';
import { DashboardPage } from '../../../features/dashboard/components/DashboardPage';
import { loadDashboard } from '../../../features/dashboard/api/dashboardApi';

export const Route = createFileRoute('/_manager/user/')({
  validateSearch: dashboardSearchSchema,
  search: { middlewares: dashboardSearchMiddlewares },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadDashboard(context.services, deps),
  staticData: { title: msg`Dashboard` },
  component: DashboardRoute,
});

function DashboardRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DashboardPage
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace, hash: (hash) => hash ?? '' })}
    />
  );
}
