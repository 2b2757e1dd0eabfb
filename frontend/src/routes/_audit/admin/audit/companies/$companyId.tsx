import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { SubscriptionHistoryPage } from '../../../../../features/audit/SubscriptionHistoryPage';

export const Route = createFileRoute('/_audit/admin/audit/companies/$companyId')({
  validateSearch: z.object({ asOf: z.string().optional() }),
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
