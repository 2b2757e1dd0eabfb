import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { FaqArticleCreatorPage } from '../../../../features/admin-faq/components/FaqArticleCreatorPage';
import { loadFaqArticleEditor } from '../../../../features/admin-faq/api/faqApi';

export const Route = createFileRoute('/_admin/admin/faq-article-creator/$id')({
  loader: ({ context, params }) => loadFaqArticleEditor(context.services, params.id),
  staticData: { title: msg`Edit FAQ article` },
  component: EditFaqArticleRoute,
});

function EditFaqArticleRoute() {
  const { id } = Route.useParams();
  // A new key per article, so moving between articles starts from that article's loaded values.
  return <FaqArticleCreatorPage key={id} articleId={id} />;
}
