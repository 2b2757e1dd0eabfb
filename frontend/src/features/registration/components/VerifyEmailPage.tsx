import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { verifyEmailResponseSchema } from '@fleetcheck/contracts';
import { ApiError } from '../../../api/apiError';
import { errorDescriptor } from '../../../i18n/errorMessages';
import { useServices } from '../../../session/ServicesContext';

type Verification = { state: 'verifying' } | { state: 'verified' } | { state: 'failed'; key: string | undefined };

/** /verify-email?auth=...: the e-mailed one-time code activates the company. */
export function VerifyEmailPage({ auth }: { readonly auth: string | undefined }) {
  const { i18n } = useLingui();
  const { api } = useServices();
  const [result, setResult] = useState<Verification>({ state: 'verifying' });
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    if (!auth) return setResult({ state: 'failed', key: 'Errors.VerificationInvalid' });
    api
      .post('/auth/verify-email', { body: { auth }, schema: verifyEmailResponseSchema, anonymous: true })
      .then(() => setResult({ state: 'verified' }))
      .catch((error: unknown) => setResult({ state: 'failed', key: error instanceof ApiError ? error.key : undefined }));
  }, [api, auth]);

  return (
    <section className="signup-form" aria-busy={result.state === 'verifying'}>
      <h1>
        <Trans>Email verification</Trans>
      </h1>
      {result.state === 'verifying' && <p>…</p>}
      {result.state === 'verified' && (
        <>
          <p role="status">
            <Trans>Your e-mail address is verified. You can now log in.</Trans>
          </p>
          <a className="button button--primary" href="/authorization?page=login">
            <Trans>Log in</Trans>
          </a>
        </>
      )}
      {result.state === 'failed' && <p role="alert">{i18n._(errorDescriptor(result.key))}</p>}
    </section>
  );
}
