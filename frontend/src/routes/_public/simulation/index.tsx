import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { PendingScreen } from '../../../shell/PendingScreen';

export const Route = createFileRoute('/_public/simulation/')({
  staticData: { title: msg`Plan simulation` },
  component: PendingScreen,
});
