import { Trans } from '@lingui/react/macro';
import { InvitationPasswordForm } from '../../shared/components/InvitationPasswordForm';
import { useServices } from '../../../session/ServicesContext';
import { acceptDriverInvitation } from '../api/driverSignInApi';

/** Issue 34: the link or QR code a manager gave a driver, opened on the driver's phone: the driver chooses a password. */
export function DriverInvitationPage({ auth }: { readonly auth: string | undefined }) {
  const { api } = useServices();
  return (
    <InvitationPasswordForm
      auth={auth}
      title={<Trans>Driver app invitation</Trans>}
      intro={<Trans>Choose the password you will use for your alcohol checks on this phone.</Trans>}
      accept={(code, password) => acceptDriverInvitation(api, code, password)}
      done={({ username }) => (
        <>
          <h1 className="login-form__title">
            <Trans>Your password is set</Trans>
          </h1>
          <p>
            <Trans>Your username is {username}. Sign in with it and this password on the driver app.</Trans>
          </p>
        </>
      )}
    />
  );
}
