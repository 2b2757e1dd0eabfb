import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { PendingScreen } from '../../../shell/PendingScreen';

export const Route = createFileRoute('/_manager/user/company')({
  staticData: { title: msg`Company` },
  component: PendingScreen,
});
