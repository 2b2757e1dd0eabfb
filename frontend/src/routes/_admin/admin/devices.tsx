import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { listSearchMiddlewares, listSearchSchema } from '../../../components/list/listSearch';
import { AdminDevicesPage, loadAdminDevices } from '../../../features/admin-devices/components/AdminDevicesPage';

export const Route = createFileRoute('/_admin/admin/devices')({
  validateSearch: listSearchSchema,
  search: { middlewares: listSearchMiddlewares },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadAdminDevices(context.services, deps),
  staticData: { title: msg`Devices` },
  component: AdminDevicesRoute,
});

function AdminDevicesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AdminDevicesPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
