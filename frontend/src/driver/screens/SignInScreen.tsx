import { useState, type FormEvent } from 'react';
import { Trans } from '@lingui/react/macro';
import { ApiError } from '../../api/apiError';
import { isNetworkError } from '../api/driverApi';
import { signInDriver } from '../api/driverAppApi';
import { startDriverSession, type DriverSession } from '../session/driverSession';
import { DriverErrorAlert } from './DriverErrorAlert';
import { LanguageChoice } from './LanguageChoice';

/** Issue 34 item 1: the driver signs in with the username and password a manager gave (or chose through the invitation). */
export function SignInScreen({ onSignedIn }: { readonly onSignedIn: (session: DriverSession) => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (username.trim() === '' || password === '') {
      setError('Errors.Required');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onSignedIn(startDriverSession(await signInDriver(username.trim(), password)));
    } catch (failure) {
      setError(
        isNetworkError(failure) ? 'Errors.Unavailable' : failure instanceof ApiError ? (failure.key ?? 'Modals.Error') : 'Modals.Error',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="driver-page">
      <header className="driver-header">
        <span className="driver-header__name">FleetCheck</span>
        <LanguageChoice />
      </header>
      <form className="driver-card" onSubmit={(event) => void submit(event)} noValidate>
        <h1>
          <Trans>Driver sign-in</Trans>
        </h1>
        <label className="driver-field">
          <span>
            <Trans>Username</Trans>
          </span>
          <input
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
        </label>
        <label className="driver-field">
          <span>
            <Trans>Password</Trans>
          </span>
          <input type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
        </label>
        <DriverErrorAlert error={error} />
        <button type="submit" className="driver-button driver-button--primary" disabled={busy}>
          <Trans>Sign in</Trans>
        </button>
      </form>
    </main>
  );
}
