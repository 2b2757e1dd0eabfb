import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { listSearchMiddlewares, listSearchSchema } from '../../../components/list/listSearch';
import { OperationsPage } from '../../../features/admin-operations/components/OperationsPage';
import { loadOperations } from '../../../features/admin-operations/api/operationsApi';

export const Route = createFileRoute('/_admin/admin/operations')({
  validateSearch: listSearchSchema,
  search: { middlewares: listSearchMiddlewares },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadOperations(context.services, deps),
  staticData: { title: msg`Operations` },
  component: OperationsRoute,
});

function OperationsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <OperationsPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
