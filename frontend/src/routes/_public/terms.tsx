import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { TermsPage } from '../../features/terms/components/TermsPage';

export const Route = createFileRoute('/_public/terms')({
  staticData: { title: msg`Terms of service` },
  component: TermsPage,
});
