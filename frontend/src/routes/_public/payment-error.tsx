import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { PendingScreen } from '../../shell/PendingScreen';

export const Route = createFileRoute('/_public/payment-error')({
  staticData: { title: msg`Payment error` },
  component: PendingScreen,
});
