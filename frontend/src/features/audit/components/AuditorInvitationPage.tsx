import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { password as passwordRule } from '@fleetcheck/contracts';
import { ApiError } from '../../../api/apiError';
import { TextField } from '../../../components/form/TextField';
import { errorDescriptor } from '../../../i18n/errorMessages';
import { useServices } from '../../../session/ServicesContext';
import { setAuditorPassword } from '../api/auditApi';

/** The e-mailed invitation link: the auditor chooses a password, then signs in at the admin login. */
export function AuditorInvitationPage({ auth }: { readonly auth: string | undefined }) {
  const { t, i18n } = useLingui();
  const { api } = useServices();
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const [done, setDone] = useState(false);
  const checked = passwordRule().safeParse(password);
  const errorKey = touched && !checked.success ? checked.error.issues[0]?.message : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!checked.success || !auth) return;
    try {
      await setAuditorPassword(api, auth, password);
      setDone(true);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.key : undefined);
    }
  };

  if (done)
    return (
      <div className="login-form">
        <h1 className="login-form__title">
          <Trans>Your password is set</Trans>
        </h1>
        <p>
          <Trans>Sign in on the administrator login with your e-mail address and this password.</Trans>
        </p>
        <Link to="/admin-authorization" search={{ page: 'login' }} className="button">
          <Trans>Go to the login</Trans>
        </Link>
      </div>
    );
  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <h1 className="login-form__title">
        <Trans>Auditor invitation</Trans>
      </h1>
      <p>
        <Trans>You are invited as an auditor (read-only). Choose your password.</Trans>
      </p>
      {!auth && (
        <p role="alert">
          <Trans>The link is incomplete. Open the link from the e-mail again.</Trans>
        </p>
      )}
      <TextField
        label={t`Password`}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={password}
        errorKey={errorKey}
        onChange={(value) => (setTouched(true), setPassword(value))}
      />
      {failure !== undefined && <p role="alert">{i18n._(errorDescriptor(failure))}</p>}
      <button type="submit" className="button button--primary" disabled={!auth}>
        <Trans>Set password</Trans>
      </button>
    </form>
  );
}
