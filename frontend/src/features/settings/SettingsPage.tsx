import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { z } from 'zod';
import { profileResponseSchema, updateProfileRequestSchema, type CurrentUser } from '@fleetcheck/contracts';
import { PhotoField } from '../../components/form/PhotoField';
import { TextField } from '../../components/form/TextField';
import { useEntityForm } from '../../components/form/useEntityForm';
import { useServices } from '../../session/ServicesContext';
import { LanguageSwitch } from '../../shell/LanguageSwitch';
import { profileKey, profileQuery } from './profileApi';

/** An empty new-password box means "keep the current password". */
const settingsSchema = z.preprocess((value) => {
  const form = value as Record<string, unknown>;
  return { ...form, password: form.password === '' ? undefined : form.password };
}, updateProfileRequestSchema);

const fields = ['lastName', 'firstName', 'spellingLastName', 'spellingFirstName', 'email', 'mobile', 'password'] as const;
type SettingsFormState = Record<(typeof fields)[number], string> & { readonly image: string | null };

function profileToForm(user: CurrentUser): SettingsFormState {
  return {
    lastName: user.lastName,
    firstName: user.firstName,
    spellingLastName: user.spellingLastName,
    spellingFirstName: user.spellingFirstName,
    email: user.email,
    mobile: user.mobile,
    password: '',
    image: user.image ?? null,
  };
}

/** /user/settings: the signed-in manager's own profile (PATCH /auth/update-profile), password and language. */
export function SettingsPage() {
  const { api } = useServices();
  const profile = useQuery(profileQuery(api));
  if (profile.isError)
    return (
      <p className="list-page__message" role="alert">
        <Trans id="Modals.Error">Something went wrong. Please try again.</Trans>
      </p>
    );
  if (!profile.data)
    return (
      <p className="list-page__message" aria-busy="true">
        <Trans>Loading…</Trans>
      </p>
    );
  return (
    <div className="settings-page">
      <section>
        <h2>
          <Trans>Language</Trans>
        </h2>
        <LanguageSwitch />
      </section>
      <section>
        <h2>
          <Trans>Account</Trans>
        </h2>
        <SettingsForm key={profile.dataUpdatedAt} initial={profileToForm(profile.data)} />
      </section>
    </div>
  );
}

function SettingsForm({ initial }: { readonly initial: SettingsFormState }) {
  const { t } = useLingui();
  const { api } = useServices();
  const queryClient = useQueryClient();
  const form = useEntityForm({
    schema: settingsSchema,
    initial,
    empty: initial,
    mode: 'edit',
    serverPaths: {},
    nameOf: (user) => `${user.lastName} ${user.firstName}`,
    save: async (user) => {
      await api.patch('/auth/update-profile', { body: user, schema: profileResponseSchema });
      await queryClient.invalidateQueries({ queryKey: profileKey });
    },
  });
  const labels: Record<(typeof fields)[number], string> = {
    lastName: t`Last name`,
    firstName: t`First name`,
    spellingLastName: t`Last name (spelling)`,
    spellingFirstName: t`First name (spelling)`,
    email: t`Email`,
    mobile: t`Mobile`,
    password: t`New password`,
  };
  return (
    <form className="page-form" onSubmit={form.submit} noValidate>
      {fields.map((field) => (
        <TextField
          key={field}
          label={labels[field]}
          name={field}
          type={field === 'email' ? 'email' : field === 'mobile' ? 'tel' : field === 'password' ? 'password' : 'text'}
          autoComplete={field === 'password' ? 'new-password' : undefined}
          required={field !== 'password'}
          value={form.form[field]}
          onChange={(value) => form.update(field, value)}
          errorKey={form.errors[field]}
        />
      ))}
      <PhotoField value={form.form.image} onChange={(image) => form.update('image', image)} errorKey={form.errors.image} />
      <div className="page-form__actions">
        <button type="submit" className="button button--primary" disabled={form.saving}>
          <Trans>Save</Trans>
        </button>
      </div>
    </form>
  );
}
