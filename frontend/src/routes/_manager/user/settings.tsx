import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { SettingsPage } from '../../../features/settings/components/SettingsPage';
import { loadProfile } from '../../../features/profile/api/profileApi';

export const Route = createFileRoute('/_manager/user/settings')({
  loader: ({ context }) => loadProfile(context.services),
  staticData: { title: msg`Settings` },
  component: SettingsPage,
});
