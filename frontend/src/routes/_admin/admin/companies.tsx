import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { listSearchMiddlewares, listSearchSchema } from '../../../components/list/listSearch';
import { CompaniesPage, loadCompanies } from '../../../features/admin-companies/components/CompaniesPage';

export const Route = createFileRoute('/_admin/admin/companies')({
  validateSearch: listSearchSchema,
  search: { middlewares: listSearchMiddlewares },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadCompanies(context.services, deps),
  staticData: { title: msg`Companies` },
  component: CompaniesRoute,
});

function CompaniesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CompaniesPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
