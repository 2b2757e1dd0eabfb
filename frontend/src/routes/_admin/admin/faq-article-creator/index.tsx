import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { FaqArticleCreatorPage } from '../../../../features/admin-faq/FaqArticleCreatorPage';
import { loadFaqArticleEditor } from '../../../../features/admin-faq/faqApi';

export const Route = createFileRoute('/_admin/admin/faq-article-creator/')({
  loader: ({ context }) => loadFaqArticleEditor(context.services),
  staticData: { title: msg`New FAQ article` },
  component: () => <FaqArticleCreatorPage />,
});
