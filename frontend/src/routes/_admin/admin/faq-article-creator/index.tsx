import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { PendingScreen } from '../../../../shell/PendingScreen';

export const Route = createFileRoute('/_admin/admin/faq-article-creator/')({
  staticData: { title: msg`New FAQ article` },
  component: PendingScreen,
});
