import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { defined, text, type SearchInput } from '../../../../../router/searchValues';
import { SubscriptionHistoryPage, asOfInstant } from '../../../../../features/audit/components/SubscriptionHistoryPage';
import { loadSubscriptionHistory } from '../../../../../features/audit/api/auditApi';

/** Read without a schema library: route configuration loads on every first page (issue 18 item 11). */
const searchSchema = { parse: (search: SearchInput): { asOf?: string } => defined({ asOf: text(search.asOf) }) };

export const Route = createFileRoute('/_audit/admin/audit/companies/$companyId')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => loadSubscriptionHistory(context.services, params.companyId, asOfInstant(deps.asOf)),
  staticData: { title: msg`Subscription history` },
  component: SubscriptionHistoryRoute,
});

function SubscriptionHistoryRoute() {
  const { companyId } = Route.useParams();
  const { asOf } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SubscriptionHistoryPage
      companyId={companyId}
      asOf={asOf}
      onAsOfChange={(next) => void navigate({ search: next ? { asOf: next } : {} })}
    />
  );
}
