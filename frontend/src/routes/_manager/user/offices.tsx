import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { listSearchMiddlewares, listSearchSchema } from '../../../components/list/listSearch';
import { OfficesPage, loadOffices } from '../../../features/offices/components/OfficesPage';

export const Route = createFileRoute('/_manager/user/offices')({
  validateSearch: listSearchSchema,
  search: { middlewares: listSearchMiddlewares },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadOffices(context.services, deps),
  staticData: { title: msg`Offices` },
  component: OfficesRoute,
});

function OfficesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <OfficesPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
