import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { listSearchMiddlewares, listSearchSchema } from '../../../components/list/listSearch';
import { CarsPage, loadCars } from '../../../features/cars/components/CarsPage';

export const Route = createFileRoute('/_manager/user/cars')({
  validateSearch: listSearchSchema,
  search: { middlewares: listSearchMiddlewares },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadCars(context.services, deps),
  staticData: { title: msg`Cars` },
  component: CarsRoute,
});

function CarsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CarsPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
