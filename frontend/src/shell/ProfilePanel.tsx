import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { FormPanel } from '../components/form/FormPanel';
import { SidePanel } from '../components/overlay/SidePanel';
import { useServices } from '../session/ServicesContext';
import { profileQuery } from '../features/profile/api/profileApi';
import { ProfileFields } from '../features/profile/components/ProfileFields';
import { profileToForm, type ProfileFormState } from '../features/profile/model/profileForm';
import { useProfileForm } from '../features/profile/hooks/useProfileForm';
import { LanguageSwitch } from './LanguageSwitch';

/**
 * The manager's own profile (GET /auth/profile), opened from the header's user dropdown: name, e-mail,
 * mobile, photo, language and password, saved with PATCH /auth/update-profile.
 */
export function ProfilePanel() {
  const { api } = useServices();
  const profile = useQuery(profileQuery(api));
  if (profile.data)
    return <ProfileEditPanel key={profile.dataUpdatedAt} initial={profileToForm(profile.data)} username={profile.data.username} />;
  return (
    <SidePanel title={<Trans>Profile</Trans>}>
      {profile.isError ? (
        <p role="alert">
          <Trans id="Modals.Error">Something went wrong. Please try again.</Trans>
        </p>
      ) : (
        <p aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      )}
    </SidePanel>
  );
}

function ProfileEditPanel({ initial, username }: { readonly initial: ProfileFormState; readonly username: string }) {
  const form = useProfileForm(initial);
  return (
    <FormPanel mode="edit" title={<Trans>Profile</Trans>} onSubmit={form.submit} onCancel={form.close} saving={form.saving}>
      <dl className="detail-list">
        <dt>
          <Trans>Username</Trans>
        </dt>
        <dd>{username}</dd>
      </dl>
      <div className="field">
        <span className="field__label">
          <Trans>Language</Trans>
        </span>
        <LanguageSwitch />
      </div>
      <ProfileFields form={form.form} errors={form.errors} update={form.update} />
    </FormPanel>
  );
}
