import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { CancellationPage } from '../../../features/subscription/CancellationPage';

export const Route = createFileRoute('/_manager/user/cancelation')({
  staticData: { title: msg`Cancel Subscription` },
  component: CancellationRoute,
});

function CancellationRoute() {
  const navigate = Route.useNavigate();
  return <CancellationPage onCancelled={() => void navigate({ to: '/user/tariffs' })} />;
}
