import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { listSearchMiddlewares, listSearchSchema } from '../../../components/list/listSearch';
import { DriversPage, loadDrivers } from '../../../features/drivers/components/DriversPage';

export const Route = createFileRoute('/_manager/user/drivers')({
  validateSearch: listSearchSchema,
  search: { middlewares: listSearchMiddlewares },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadDrivers(context.services, deps),
  staticData: { title: msg`Drivers` },
  component: DriversRoute,
});

function DriversRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <DriversPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
