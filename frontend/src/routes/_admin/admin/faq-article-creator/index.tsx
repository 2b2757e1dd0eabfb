import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { FaqArticleCreatorPage } from '../../../../features/admin-faq/FaqArticleCreatorPage';

export const Route = createFileRoute('/_admin/admin/faq-article-creator/')({
  staticData: { title: msg`New FAQ article` },
  component: () => <FaqArticleCreatorPage />,
});
