import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { PendingScreen } from '../../../shell/PendingScreen';

export const Route = createFileRoute('/_manager/user/settings')({
  staticData: { title: msg`Settings` },
  component: PendingScreen,
});
