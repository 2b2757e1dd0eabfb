import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { HOME_ROUTE } from '@fleetcheck/contracts/constants/ui';
import { ConfirmationPage } from '../../../features/subscription/components/ConfirmationPage';

/** The router parses JSON query values itself, so the payment parameter arrives as an object or as text. */
const searchSchema = {
  parse: (search: Record<string, unknown>): { payment?: unknown } => (search.payment === undefined ? {} : { payment: search.payment }),
};
const asText = (value: unknown): string | undefined =>
  value === undefined ? undefined : typeof value === 'string' ? value : JSON.stringify(value);

export const Route = createFileRoute('/_manager/user/confirmation')({
  validateSearch: searchSchema,
  staticData: { title: msg`Confirmation` },
  component: ConfirmationRoute,
});

function ConfirmationRoute() {
  const { payment } = Route.useSearch();
  // A full navigation: the shell reads the refreshed session (registration complete) from the cookie.
  return <ConfirmationPage payment={asText(payment)} onDashboard={() => window.location.assign(HOME_ROUTE)} />;
}
