import { Trans, useLingui } from '@lingui/react/macro';
import { PhotoField } from '../../../components/form/PhotoField';
import { TextField } from '../../../components/form/TextField';
import { profileTextFields, type ProfileFormState, type ProfileTextField } from '../model/profileForm';

interface ProfileFieldsProps {
  readonly form: ProfileFormState;
  readonly errors: Partial<Record<string, string>>;
  readonly update: <K extends keyof ProfileFormState>(field: K, value: ProfileFormState[K]) => void;
}

/** The own-profile inputs (settings page and the header's Profile panel): name, contact, photo and password. */
export function ProfileFields({ form, errors, update }: ProfileFieldsProps) {
  const { t } = useLingui();
  const labels: Record<ProfileTextField, string> = {
    lastName: t`Last name`,
    firstName: t`First name`,
    spellingLastName: t`Last name (spelling)`,
    spellingFirstName: t`First name (spelling)`,
    email: t`Email`,
    mobile: t`Mobile`,
  };
  return (
    <>
      {profileTextFields.map((field) => (
        <TextField
          key={field}
          label={labels[field]}
          name={field}
          type={field === 'email' ? 'email' : field === 'mobile' ? 'tel' : 'text'}
          autoComplete={field === 'email' ? 'email' : field === 'mobile' ? 'tel' : undefined}
          required
          value={form[field]}
          onChange={(value) => update(field, value)}
          errorKey={errors[field]}
        />
      ))}
      <PhotoField value={form.image} onChange={(image) => update('image', image)} errorKey={errors.image} />
      <fieldset className="profile-password">
        <legend>
          <Trans>Change password</Trans>
        </legend>
        <TextField
          label={t`New password`}
          name="password"
          type="password"
          autoComplete="new-password"
          value={form.password}
          onChange={(value) => update('password', value)}
          errorKey={errors.password}
          hint={t`Leave empty to keep your password. A new password signs you out on your other devices.`}
        />
        <TextField
          label={t`Current password`}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          value={form.currentPassword}
          onChange={(value) => update('currentPassword', value)}
          errorKey={errors.currentPassword}
          hint={t`Needed to change your e-mail or password.`}
        />
      </fieldset>
    </>
  );
}
