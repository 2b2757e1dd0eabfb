import { Trans } from '@lingui/react/macro';
import { InvitationPasswordForm } from '../../shared/components/InvitationPasswordForm';
import { useServices } from '../../../session/ServicesContext';
import { acceptDriverInvitation } from '../api/driverSignInApi';
import { startDriverSession } from '../../../driver/session/driverSession';
import { DRIVER_APP_HOME_ROUTE } from '@fleetcheck/contracts';

/** Issue 34: the link or QR code a manager gave a driver, opened on the driver's phone: the driver chooses a password. */
export function DriverInvitationPage({ auth }: { readonly auth: string | undefined }) {
  const { api } = useServices();
  return (
    <InvitationPasswordForm
      auth={auth}
      title={<Trans>Driver app invitation</Trans>}
      intro={<Trans>Choose the password you will use for your alcohol checks on this phone.</Trans>}
      accept={async (code, password) => {
        const answer = await acceptDriverInvitation(api, code, password);
        // The answer is a signed-in driver: the phone app opens with this session.
        startDriverSession(answer);
        return answer;
      }}
      done={({ username }) => (
        <>
          <h1 className="login-form__title">
            <Trans>Your password is set</Trans>
          </h1>
          <p>
            <Trans>Your username is {username}. Sign in with it and this password on the driver app.</Trans>
          </p>
          <a className="button button--primary" href={DRIVER_APP_HOME_ROUTE}>
            <Trans>Open the driver app</Trans>
          </a>
        </>
      )}
    />
  );
}
