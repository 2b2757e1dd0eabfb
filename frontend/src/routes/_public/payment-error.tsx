import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { PaymentErrorPage } from '../../features/subscription/components/PaymentErrorPage';

export const Route = createFileRoute('/_public/payment-error')({
  staticData: { title: msg`Payment error` },
  component: PaymentErrorPage,
});
