import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { listSearchMiddlewares, listSearchSchema } from '../../../components/list/listSearch';
import { FaqCategoriesPage, loadFaqCategories } from '../../../features/admin-faq/components/FaqCategoriesPage';

export const Route = createFileRoute('/_admin/admin/faq-categories')({
  validateSearch: listSearchSchema,
  search: { middlewares: listSearchMiddlewares },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadFaqCategories(context.services, deps),
  staticData: { title: msg`FAQ categories` },
  component: FaqCategoriesRoute,
});

function FaqCategoriesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <FaqCategoriesPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
