import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { listSearchMiddlewares, listSearchSchema } from '../../../components/list/listSearch';
import { FaqArticleListPage } from '../../../features/admin-faq/components/FaqArticleListPage';
import { loadFaqArticleList } from '../../../features/admin-faq/api/faqApi';

export const Route = createFileRoute('/_admin/admin/faq-article-list')({
  validateSearch: listSearchSchema,
  search: { middlewares: listSearchMiddlewares },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadFaqArticleList(context.services, deps),
  staticData: { title: msg`FAQ articles` },
  component: FaqArticleListRoute,
});

function FaqArticleListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <FaqArticleListPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
