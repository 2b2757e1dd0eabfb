import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { listSearchMiddlewares, listSearchSchema } from '../../../components/list/listSearch';
import { DevicesPage, loadDevices } from '../../../features/devices/components/DevicesPage';

export const Route = createFileRoute('/_manager/user/devices')({
  validateSearch: listSearchSchema,
  search: { middlewares: listSearchMiddlewares },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadDevices(context.services, deps),
  staticData: { title: msg`Devices` },
  component: DevicesRoute,
});

function DevicesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <DevicesPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
