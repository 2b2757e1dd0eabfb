import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { FaqArticleCreatorPage } from '../../../../features/admin-faq/components/FaqArticleCreatorPage';
import { loadFaqArticleEditor } from '../../../../features/admin-faq/api/faqApi';

export const Route = createFileRoute('/_admin/admin/faq-article-creator/')({
  loader: ({ context }) => loadFaqArticleEditor(context.services),
  staticData: { title: msg`New FAQ article` },
  component: () => <FaqArticleCreatorPage />,
});
