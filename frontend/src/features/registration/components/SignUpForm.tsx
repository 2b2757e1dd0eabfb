import { useEffect, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { REGISTRATION_STAGES, registerRequestSchema, registerResponseSchema } from '@fleetcheck/contracts';
import { TextField } from '../../../components/form/TextField';
import { fieldErrors } from '../../../components/form/fieldErrors';
import { ApiError } from '../../../api/apiError';
import { errorDescriptor } from '../../../i18n/errorMessages';
import { useLanguage } from '../../../i18n/useLanguage';
import { useServices } from '../../../session/ServicesContext';
import { CompanyFields, companyInput } from './CompanyFields';
import { signUpDraft, type ManagerDraft } from '../model/signUpDraft';
import { RegistrationProgress } from '../../subscription/components/RegistrationProgress';
import '../../subscription/components/subscription.css';
import { Form } from '../../../components/form/Form';

/**
 * /authorization?page=register (stage 1 of the registration): the company and its first manager; an e-mail to
 * that manager then verifies the sign-up, and the page tells the username they were given.
 */
export function SignUpForm() {
  const { t, i18n } = useLingui();
  const { api } = useServices();
  const language = useLanguage();
  // What was typed survives the reload of a language switch (the password excepted).
  const [company, setCompany] = useState(() => signUpDraft.read().company);
  const [manager, setManager] = useState(() => signUpDraft.read().manager);
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<{ key: string | undefined; fields: Record<string, string> } | undefined>();
  const [sent, setSent] = useState<{ to: string; username: string } | undefined>();

  useEffect(() => signUpDraft.save({ company, manager }), [company, manager]);

  const body = {
    company: companyInput(company),
    manager: {
      name: { lastName: manager.lastName, firstName: manager.firstName },
      spelling: { lastName: manager.spellingLastName, firstName: manager.spellingFirstName },
      email: manager.email,
      mobile: manager.mobile,
      password: manager.password,
    },
    language,
  };
  const validation = registerRequestSchema.safeParse(body);
  const errors = { ...(touched ? fieldErrors(validation) : {}), ...failure?.fields };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!validation.success) return;
    setPending(true);
    setFailure(undefined);
    try {
      const registered = await api.post('/auth/register', { body: validation.data, schema: registerResponseSchema, anonymous: true });
      signUpDraft.clear();
      setSent({ to: validation.data.manager.email, username: registered.data.username });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : undefined;
      const fields = Object.fromEntries((apiError?.fields ?? []).map((f) => [f.path, f.key]));
      setFailure({ key: apiError?.key, fields });
    } finally {
      setPending(false);
    }
  };

  if (sent) {
    const { to, username } = sent;
    return (
      <section className="signup-form" role="status">
        <RegistrationProgress stage={REGISTRATION_STAGES.company} />
        <h1>
          <Trans>Check your e-mail</Trans>
        </h1>
        <p>
          <Trans>We sent a verification link to {to}. Open it to activate your company, then log in.</Trans>
        </p>
        <p>
          <Trans>
            Your username is <strong>{username}</strong>. You can also log in with your e-mail address.
          </Trans>
        </p>
      </section>
    );
  }

  const managerField = (name: keyof ManagerDraft, label: string, path: string, type: 'text' | 'email' | 'tel' | 'password' = 'text') => (
    <TextField
      label={label}
      name={`manager.${name}`}
      type={type}
      // The manager's password is a new one: a password manager offers to make and save it.
      autoComplete={type === 'password' ? 'new-password' : undefined}
      required
      value={manager[name]}
      errorKey={errors[path]}
      onChange={(value) => setManager((m) => ({ ...m, [name]: value }))}
    />
  );
  return (
    <Form className="signup-form" onSubmit={submit}>
      <RegistrationProgress stage={REGISTRATION_STAGES.company} />
      <h1>
        <Trans>Sign up</Trans>
      </h1>
      <CompanyFields
        legend={
          <h2>
            <Trans>Company</Trans>
          </h2>
        }
        value={company}
        errors={errors}
        errorPrefix="company."
        onChange={setCompany}
      />
      <h2>
        <Trans>Manager</Trans>
      </h2>
      {managerField('lastName', t`Last name`, 'manager.name.lastName')}
      {managerField('firstName', t`First name`, 'manager.name.firstName')}
      {managerField('spellingLastName', t`Last name (kana)`, 'manager.spelling.lastName')}
      {managerField('spellingFirstName', t`First name (kana)`, 'manager.spelling.firstName')}
      {managerField('email', t`Email`, 'manager.email', 'email')}
      {managerField('mobile', t`Mobile`, 'manager.mobile', 'tel')}
      {managerField('password', t`Password`, 'manager.password', 'password')}
      {failure && (
        <p role="alert" className="login-form__error">
          {i18n._(errorDescriptor(failure.key))}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={pending}>
        <Trans>Sign up</Trans>
      </button>
      <a href="/authorization?page=login">
        <Trans>Already registered? Log in</Trans>
      </a>
    </Form>
  );
}
