import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { forgotPasswordRequestSchema, forgotPasswordResponseSchema } from '@fleetcheck/contracts';
import { ApiError } from '../../../api/apiError';
import { TextField } from '../../../components/form/TextField';
import { fieldErrors } from '../../../components/form/fieldErrors';
import { errorDescriptor } from '../../../i18n/errorMessages';
import { useServices } from '../../../session/ServicesContext';
import { Form } from '../../../components/form/Form';

/**
 * /authorization?page=forgot-password: mails a reset link (/verify-password-reset). The server answers the
 * same whether or not the address belongs to someone, and so does this form.
 */
export function ForgotPasswordForm() {
  const { t, i18n } = useLingui();
  const { api } = useServices();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | undefined | null>(null);
  const validation = forgotPasswordRequestSchema.safeParse({ email });
  const errors = touched ? fieldErrors(validation) : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!validation.success) return;
    setPending(true);
    setFailure(null);
    try {
      await api.post('/auth/manager-forgot-password', { body: validation.data, schema: forgotPasswordResponseSchema, anonymous: true });
      setSent(true);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.key : undefined);
    } finally {
      setPending(false);
    }
  };

  if (sent) {
    return (
      <section className="login-form" role="status">
        <h1 className="login-form__title">
          <Trans>Check your e-mail</Trans>
        </h1>
        <p>
          <Trans>If this address belongs to a manager, we sent a link to reset the password.</Trans>
        </p>
        <a href="/authorization?page=login">
          <Trans>Back to login</Trans>
        </a>
      </section>
    );
  }
  return (
    <Form className="login-form" onSubmit={submit}>
      <h1 className="login-form__title">
        <Trans>Forgot your password?</Trans>
      </h1>
      <TextField
        label={t`Email`}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        errorKey={errors.email}
        onChange={(value) => (setTouched(true), setEmail(value))}
      />
      {failure !== null && (
        <p role="alert" className="login-form__error">
          {i18n._(errorDescriptor(failure))}
        </p>
      )}
      <button type="submit" className="button button--primary login-form__submit" disabled={pending}>
        <Trans>Send reset link</Trans>
      </button>
      <a href="/authorization?page=login">
        <Trans>Back to login</Trans>
      </a>
    </Form>
  );
}
