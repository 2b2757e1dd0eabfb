import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { CancellationPage } from '../../../features/subscription/components/CancellationPage';
import { loadCurrentUser } from '../../../features/subscription/api/subscriptionServices';

export const Route = createFileRoute('/_manager/user/cancelation')({
  loader: ({ context }) => loadCurrentUser(context.services),
  staticData: { title: msg`Cancel Subscription` },
  component: CancellationRoute,
});

function CancellationRoute() {
  const navigate = Route.useNavigate();
  return <CancellationPage onCancelled={() => void navigate({ to: '/user/tariffs' })} />;
}
