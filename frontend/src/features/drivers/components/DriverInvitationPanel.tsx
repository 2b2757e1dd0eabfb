import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { toDottedDate, type DriverInvitation } from '@fleetcheck/contracts';
import { businessDateTime } from '@fleetcheck/domain/calendar/business-day';
import { ApiError } from '../../../api/apiError';
import { SidePanel } from '../../../components/overlay/SidePanel';
import { errorDescriptor } from '../../../i18n/errorMessages';
import { useServices } from '../../../session/ServicesContext';
import { inviteDriver } from '../api/driverInvitationApi';
import type { Driver } from '../model/driverForm';

/** An instant as Japan's date and time: 'YYYY.MM.DD H:mm'. */
function japanDateTime(instant: string): string {
  const { date, time } = businessDateTime(instant);
  return `${toDottedDate(date)} ${Number(time.slice(0, 2))}:${time.slice(3)}`;
}

/**
 * Issue 34: a one-time sign-in link for the driver's phone, made when the panel opens, shown as a QR code to
 * scan from this screen and mailed to the driver on request. A newer link replaces the one before.
 */
export function DriverInvitationPanel({ driver }: { readonly driver: Driver }) {
  const { t, i18n } = useLingui();
  const { api } = useServices();
  const [invitation, setInvitation] = useState<DriverInvitation | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const name = `${driver.lastName} ${driver.firstName}`;
  const email = driver.email;
  const until = invitation ? japanDateTime(invitation.expiresAt) : '';

  const make = async (mail: boolean) => {
    setBusy(true);
    setFailure(undefined);
    try {
      setInvitation(await inviteDriver(api, driver._id, mail));
    } catch (error) {
      setFailure(error instanceof ApiError ? error.key : 'Errors.Unknown');
    } finally {
      setBusy(false);
    }
  };
  useEffect(() => {
    void make(false);
    // One link per opening of the panel.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [driver._id]);

  return (
    <SidePanel title={<Trans>Invite to the driver app</Trans>}>
      <p>
        <Trans>
          {name} scans this code with their phone, or opens the link, and chooses a password. The link works once, for 24 hours.
        </Trans>
      </p>
      {invitation && (
        <>
          <img
            className="driver-invitation__qr"
            width={240}
            height={240}
            alt={t`QR code of the sign-in link`}
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(invitation.qrSvg)}`}
          />
          <p>
            <a href={invitation.link} className="driver-invitation__link">
              {invitation.link}
            </a>
          </p>
          <p>
            <Trans>Valid until {until} (Japan time)</Trans>
          </p>
          {invitation.mailed && (
            <p role="status">
              <Trans>The link was mailed to {email}.</Trans>
            </p>
          )}
        </>
      )}
      {failure !== undefined && <p role="alert">{i18n._(errorDescriptor(failure))}</p>}
      <button type="button" className="button" disabled={busy || !driver.email} onClick={() => void make(true)}>
        <Trans>Mail a new link to the driver</Trans>
      </button>
      {!driver.email && (
        <p>
          <Trans>Add an e-mail address to the driver to mail the link.</Trans>
        </p>
      )}
    </SidePanel>
  );
}
