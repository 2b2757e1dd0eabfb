import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { ApiError } from '../../api/apiError';
import { isNetworkError } from '../api/driverApi';
import { livePath, navigate } from '../navigation';
import { BackToStartButton } from '../screens/BackToStartButton';
import { DriverErrorAlert } from '../screens/DriverErrorAlert';
import { enterCode } from './liveCallApi';

/**
 * Phone confirmation (issue 35 item 3): the manager reads out a 6-digit code on the phone; the driver types it here,
 * which proves the two were in contact at that moment. A wrong, expired or used code is said plainly.
 */
export function CodeEntry({ recordId }: { readonly recordId: string }) {
  const [code, setCode] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [accepted, setAccepted] = useState(false);
  const submit = async () => {
    setSending(true);
    setError(null);
    try {
      await enterCode(recordId, code);
      setAccepted(true);
    } catch (failure) {
      setError(
        isNetworkError(failure)
          ? 'Errors.Unavailable'
          : failure instanceof ApiError
            ? (failure.fields[0]?.key ?? failure.key ?? 'Modals.Error')
            : 'Modals.Error',
      );
    } finally {
      setSending(false);
    }
  };
  if (accepted)
    return (
      <section className="driver-card" aria-labelledby="code-title">
        <h1 id="code-title" className="driver-result__title">
          <Trans>Code accepted</Trans>
        </h1>
        <p className="driver-result__text" role="status">
          <Trans>Your manager can now confirm the check while you are on the phone.</Trans>
        </p>
        <BackToStartButton />
      </section>
    );
  return (
    <section className="driver-card" aria-labelledby="code-title">
      <h1 id="code-title" className="driver-result__title">
        <Trans>Enter the code from your manager</Trans>
      </h1>
      <p className="driver-hint">
        <Trans>Your manager reads out a 6-digit code on the phone. Type it here during the call.</Trans>
      </p>
      <form
        className="driver-step"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label className="driver-field">
          <span>
            <Trans>Confirmation code</Trans>
          </span>
          <input
            type="text"
            className="live-code__input"
            value={code}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
          />
        </label>
        <DriverErrorAlert error={error} />
        <button type="submit" className="driver-button driver-button--primary driver-button--large" disabled={sending || code.length !== 6}>
          {sending ? <Trans>Sending…</Trans> : <Trans>Send the code</Trans>}
        </button>
      </form>
      <button type="button" className="driver-button" onClick={() => navigate(livePath(recordId))}>
        <Trans>Call my manager by video instead</Trans>
      </button>
    </section>
  );
}
