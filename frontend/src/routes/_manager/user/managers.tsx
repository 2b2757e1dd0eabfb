import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { listSearchMiddlewares, listSearchSchema } from '../../../components/list/listSearch';
import { ManagersPage, loadManagers } from '../../../features/managers/components/ManagersPage';

export const Route = createFileRoute('/_manager/user/managers')({
  validateSearch: listSearchSchema,
  search: { middlewares: listSearchMiddlewares },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadManagers(context.services, deps),
  staticData: { title: msg`Managers` },
  component: ManagersRoute,
});

function ManagersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ManagersPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
