import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { SettingsPage } from '../../../features/settings/SettingsPage';

export const Route = createFileRoute('/_manager/user/settings')({
  staticData: { title: msg`Settings` },
  component: SettingsPage,
});
