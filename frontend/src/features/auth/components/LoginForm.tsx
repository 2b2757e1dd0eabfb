import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useServices } from '../../../session/ServicesContext';
import { TextField } from '../../../components/form/TextField';
import { fieldErrors } from '../../../components/form/fieldErrors';
import { ApiError } from '../../../api/apiError';
import { errorDescriptor } from '../../../i18n/errorMessages';
import {
  ADMIN_HOME_ROUTE,
  AUDIT_HOME_ROUTE,
  HOME_ROUTE,
  RECORDS_ONLY_HOME_ROUTE,
  loginRequestSchema,
  loginResponseSchema,
} from '@fleetcheck/contracts';
import { cookieNames } from '../../../session/cookies';
import { auditorUserType } from '../../../session/sessionData';
import { resolveLanguage } from '../../../i18n/language';
import { Form } from '../../../components/form/Form';

interface LoginFormProps {
  readonly audience: 'manager' | 'admin';
  /** Where to go afterwards: the page the guard interrupted, or the default home of the audience. */
  readonly redirectTo: string | undefined;
}

export function LoginForm({ audience, redirectTo }: LoginFormProps) {
  const { t, i18n } = useLingui();
  const services = useServices();
  const [form, setForm] = useState({ username: '', password: '' });
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<{ key: string | undefined } | undefined>();
  const [pending, setPending] = useState(false);
  const validation = loginRequestSchema.safeParse(form);
  const errors = touched ? fieldErrors(validation) : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!validation.success) return;
    setPending(true);
    setFailure(undefined);
    try {
      const { data } = await services.api.post(audience === 'admin' ? '/auth/admin-login' : '/auth/login', {
        body: validation.data,
        schema: loginResponseSchema,
        anonymous: true,
      });
      services.session.start(
        {
          _id: data._id,
          userType: data.userType,
          language: data.language,
          redirectPage: data.redirectPage,
          firstName: data.firstName,
          lastName: data.lastName,
          companyName: data.company?.name,
          subscriptionExpiryDate: data.subscription?.expiryDate,
          ...(data.access === 'records-only' ? { recordsOnly: true } : {}),
        },
        data,
      );
      services.cookies.set(cookieNames.language, resolveLanguage(data.language ?? i18n.locale));
      const home =
        audience === 'admin'
          ? data.userType === auditorUserType
            ? AUDIT_HOME_ROUTE
            : ADMIN_HOME_ROUTE
          : data.access === 'records-only'
            ? RECORDS_ONLY_HOME_ROUTE
            : data.redirectPage || HOME_ROUTE;
      // A full navigation so the new session and its language are read from the cookies once.
      window.location.assign(redirectTo && redirectTo.startsWith('/') ? redirectTo : home);
    } catch (error) {
      setFailure({ key: error instanceof ApiError ? error.key : undefined });
      setPending(false);
    }
  };

  return (
    <Form className="login-form" onSubmit={submit}>
      <h1 className="login-form__title">{audience === 'admin' ? <Trans>Administrator login</Trans> : <Trans>Login</Trans>}</h1>
      <TextField
        label={t`Username`}
        name="username"
        autoComplete="username"
        required
        value={form.username}
        errorKey={errors.username}
        onChange={(username) => (setTouched(true), setForm((f) => ({ ...f, username })))}
      />
      <TextField
        label={t`Password`}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={form.password}
        errorKey={errors.password}
        onChange={(password) => (setTouched(true), setForm((f) => ({ ...f, password })))}
      />
      {failure && (
        <p role="alert" className="login-form__error">
          {i18n._(errorDescriptor(failure.key))}
        </p>
      )}
      <button type="submit" className="button button--primary login-form__submit" disabled={pending}>
        <Trans>Log in</Trans>
      </button>
      {audience === 'manager' && (
        <p className="login-form__links">
          <a href="/authorization?page=forgot-password">
            <Trans>Forgot your password?</Trans>
          </a>{' '}
          <a href="/authorization?page=register">
            <Trans>Sign up</Trans>
          </a>
        </p>
      )}
    </Form>
  );
}
