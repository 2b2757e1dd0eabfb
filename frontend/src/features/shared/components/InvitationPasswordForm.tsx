import { useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { password as passwordRule } from '@fleetcheck/contracts';
import { ApiError } from '../../../api/apiError';
import { TextField } from '../../../components/form/TextField';
import { errorDescriptor } from '../../../i18n/errorMessages';
import { Form } from '../../../components/form/Form';

interface InvitationPasswordFormProps<T> {
  /** The invitation's one-time code (the link's `auth`). */
  readonly auth: string | undefined;
  readonly title: ReactNode;
  readonly intro: ReactNode;
  /** Uses the code with the chosen password; its answer goes to `done`. */
  readonly accept: (auth: string, password: string) => Promise<T>;
  /** What the invited person reads once the password is set. */
  readonly done: (answer: T) => ReactNode;
}

/** An invitation link's page (an auditor's, a driver's): choose a password with the one-time code, then `done`. */
export function InvitationPasswordForm<T>({ auth, title, intro, accept, done }: InvitationPasswordFormProps<T>) {
  const { t, i18n } = useLingui();
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const [answer, setAnswer] = useState<{ value: T } | undefined>();
  const checked = passwordRule().safeParse(password);
  const errorKey = touched && !checked.success ? checked.error.issues[0]?.message : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!checked.success || !auth) return;
    try {
      setAnswer({ value: await accept(auth, password) });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.key : undefined);
    }
  };

  if (answer) return <div className="login-form">{done(answer.value)}</div>;
  return (
    <Form className="login-form" onSubmit={submit}>
      <h1 className="login-form__title">{title}</h1>
      <p>{intro}</p>
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
    </Form>
  );
}
