import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { PendingScreen } from '../../../../shell/PendingScreen';

export const Route = createFileRoute('/_admin/admin/faq-article-creator/$id')({
  staticData: { title: msg`Edit FAQ article` },
  component: PendingScreen,
});
