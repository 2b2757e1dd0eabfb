import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { PendingScreen } from '../../shell/PendingScreen';

export const Route = createFileRoute('/_public/omise-callback')({
  staticData: { title: msg`Payment` },
  component: PendingScreen,
});
