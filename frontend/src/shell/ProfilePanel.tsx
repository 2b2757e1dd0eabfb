import { useQuery } from '@tanstack/react-query';
import { profileResponseSchema } from '@fleetcheck/contracts';
import { Trans } from '@lingui/react/macro';
import { SidePanel } from '../components/overlay/SidePanel';
import { useCurrentPanelId, usePanels } from '../components/overlay/PanelStack';
import { useServices } from '../session/ServicesContext';

/** The manager's own profile (GET /auth/profile), opened from the header's user dropdown. */
export function ProfilePanel() {
  const { api } = useServices();
  const panels = usePanels();
  const panelId = useCurrentPanelId();
  const profile = useQuery({
    queryKey: ['auth', 'profile'],
    queryFn: () =>
      api.get('/auth/profile', { schema: profileResponseSchema }).then((response) => response.data),
  });
  const data = profile.data;
  return (
    <SidePanel
      title={<Trans>Profile</Trans>}
      footer={
        <button type="button" className="button" onClick={() => panels.close(panelId)}>
          <Trans>Close</Trans>
        </button>
      }
    >
      {profile.isError && (
        <p role="alert">
          <Trans id="Modals.Error">Something went wrong. Please try again.</Trans>
        </p>
      )}
      {data && (
        <dl className="detail-list">
          <dt>
            <Trans>Name</Trans>
          </dt>
          <dd>{[data.lastName, data.firstName].filter(Boolean).join(' ') || '–'}</dd>
          <dt>
            <Trans>Username</Trans>
          </dt>
          <dd>{data.username ?? '–'}</dd>
          <dt>
            <Trans>Email</Trans>
          </dt>
          <dd>{data.email || '–'}</dd>
          <dt>
            <Trans>Mobile</Trans>
          </dt>
          <dd>{data.mobile || '–'}</dd>
        </dl>
      )}
    </SidePanel>
  );
}
