import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { useServices } from '../../../session/ServicesContext';
import { LanguageSwitch } from '../../../shell/LanguageSwitch';
import { profileQuery } from '../../profile/api/profileApi';
import { ProfileFields } from '../../profile/components/ProfileFields';
import { profileToForm, type ProfileFormState } from '../../profile/model/profileForm';
import { useProfileForm } from '../../profile/hooks/useProfileForm';
import { Form } from '../../../components/form/Form';
import { ReportMailsSettings } from './ReportMailsSettings';

/** /user/settings: the signed-in manager's own profile (PATCH /auth/update-profile), password, language and report mails. */
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
      {profile.data.reportMails ? (
        <section>
          <h2>
            <Trans>Report mails</Trans>
          </h2>
          <ReportMailsSettings current={profile.data.reportMails} />
        </section>
      ) : null}
    </div>
  );
}

function SettingsForm({ initial }: { readonly initial: ProfileFormState }) {
  const form = useProfileForm(initial);
  return (
    <Form className="page-form" onSubmit={form.submit}>
      <ProfileFields form={form.form} errors={form.errors} update={form.update} />
      <div className="page-form__actions">
        <button type="submit" className="button button--primary" disabled={form.saving}>
          <Trans>Save</Trans>
        </button>
      </div>
    </Form>
  );
}
