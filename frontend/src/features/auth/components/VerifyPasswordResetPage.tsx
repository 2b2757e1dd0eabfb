import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { password as passwordRule, passwordResetResponseSchema, verifyEmailResponseSchema } from '@fleetcheck/contracts';
import { ApiError } from '../../../api/apiError';
import { TextField } from '../../../components/form/TextField';
import { useDialogs } from '../../../components/dialogs/DialogHost';
import { errorDescriptor } from '../../../i18n/errorMessages';
import { useServices } from '../../../session/ServicesContext';
import { Form } from '../../../components/form/Form';

type Check = { state: 'checking' } | { state: 'valid' } | { state: 'invalid'; key: string | undefined };

interface VerifyPasswordResetPageProps {
  readonly auth: string | undefined;
  /** Spec section 4 (auth reset type): after the success modal the user goes to login. */
  readonly onDone: () => void;
}

/** /verify-password-reset?auth=...: the mailed code is checked, then the manager chooses a new password. */
export function VerifyPasswordResetPage({ auth, onDone }: VerifyPasswordResetPageProps) {
  const { t, i18n } = useLingui();
  const { api } = useServices();
  const dialogs = useDialogs();
  const [check, setCheck] = useState<Check>({ state: 'checking' });
  const [chosen, setChosen] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const sent = useRef(false);
  const validation = passwordRule().safeParse(chosen);
  const errorKey = touched && !validation.success ? validation.error.issues[0]?.message : undefined;

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    if (!auth) return setCheck({ state: 'invalid', key: 'Errors.VerificationInvalid' });
    api
      .post('/auth/manager-forgot-password-email-verification', { body: { auth }, schema: verifyEmailResponseSchema, anonymous: true })
      .then(() => setCheck({ state: 'valid' }))
      .catch((error: unknown) => setCheck({ state: 'invalid', key: error instanceof ApiError ? error.key : undefined }));
  }, [api, auth]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!validation.success || !auth) return;
    setPending(true);
    try {
      const { data } = await api.patch('/auth/manager-reset-password-email', {
        body: { auth, password: validation.data },
        schema: passwordResetResponseSchema,
        anonymous: true,
      });
      await dialogs.showResult({ kind: 'success', title: t`Your password has been changed`, credentials: data });
      onDone();
    } catch (error) {
      setPending(false);
      await dialogs.showResult({ kind: 'error', message: i18n._(errorDescriptor(error instanceof ApiError ? error.key : undefined)) });
    }
  };

  return (
    <section className="signup-form" aria-busy={check.state === 'checking'}>
      <h1>
        <Trans>Password reset</Trans>
      </h1>
      {check.state === 'invalid' && <p role="alert">{i18n._(errorDescriptor(check.key))}</p>}
      {check.state === 'valid' && (
        <Form onSubmit={submit}>
          <TextField
            label={t`New password`}
            name="password"
            type="password"
            autoComplete="new-password"
            required
            value={chosen}
            errorKey={errorKey}
            onChange={(value) => (setTouched(true), setChosen(value))}
          />
          <button type="submit" className="button button--primary" disabled={pending}>
            <Trans>Change password</Trans>
          </button>
        </Form>
      )}
    </section>
  );
}
