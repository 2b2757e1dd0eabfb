import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { SidePanel } from '../components/overlay/SidePanel';
import { useServices } from '../session/ServicesContext';
import { profileQuery } from '../features/settings/profileApi';
import { ManagerViewPanel } from '../features/managers/ManagerViewPanel';

/** The manager's own profile (GET /auth/profile), opened from the header's user dropdown. */
export function ProfilePanel() {
  const { api } = useServices();
  const profile = useQuery(profileQuery(api));
  if (profile.data) return <ManagerViewPanel title={<Trans>Profile</Trans>} manager={profile.data} />;
  return (
    <SidePanel title={<Trans>Profile</Trans>}>
      {profile.isError ? (
        <p role="alert">
          <Trans id="Modals.Error">Something went wrong. Please try again.</Trans>
        </p>
      ) : (
        <p aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      )}
    </SidePanel>
  );
}
