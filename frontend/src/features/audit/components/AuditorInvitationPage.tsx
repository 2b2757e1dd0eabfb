import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { InvitationPasswordForm } from '../../shared/components/InvitationPasswordForm';
import { useServices } from '../../../session/ServicesContext';
import { setAuditorPassword } from '../api/auditApi';

/** The e-mailed invitation link: the auditor chooses a password, then signs in at the admin login. */
export function AuditorInvitationPage({ auth }: { readonly auth: string | undefined }) {
  const { api } = useServices();
  return (
    <InvitationPasswordForm
      auth={auth}
      title={<Trans>Auditor invitation</Trans>}
      intro={<Trans>You are invited as an auditor (read-only). Choose your password.</Trans>}
      accept={(code, password) => setAuditorPassword(api, code, password)}
      done={() => (
        <>
          <h1 className="login-form__title">
            <Trans>Your password is set</Trans>
          </h1>
          <p>
            <Trans>Sign in on the administrator login with your e-mail address and this password.</Trans>
          </p>
          <Link to="/admin-authorization" search={{ page: 'login' }} className="button">
            <Trans>Go to the login</Trans>
          </Link>
        </>
      )}
    />
  );
}
