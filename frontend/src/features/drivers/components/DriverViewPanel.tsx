import { Trans, useLingui } from '@lingui/react/macro';
import { toDottedDate } from '@fleetcheck/contracts';
import { Avatar, ProfileViewPanel } from '../../shared/components/ProfileViewPanel';
import type { Driver } from '../model/driverForm';
import { licenseTypeLabel } from '../model/licenseTypes';

const orDash = (value: string | undefined | null) => (value ? value : '–');

/** View driver profile: detail list, username and a masked password with a Change Password button, and the driver app's invitation. */
export function DriverViewPanel({
  driver,
  onChangePassword,
  onInvite,
}: {
  readonly driver: Driver;
  readonly onChangePassword: () => void;
  /** Opens the one-time sign-in link and QR code for the driver's phone (issue 34). */
  readonly onInvite: () => void;
}) {
  const { t, i18n } = useLingui();
  const name = `${driver.lastName} ${driver.firstName}`;
  const licenseType = licenseTypeLabel(driver.licenseType);
  return (
    <ProfileViewPanel
      title={<Trans>View driver profile</Trans>}
      header={
        <>
          <Avatar name={driver.lastName} image={driver.image} />
          <div>
            <p className="profile-header__name">{name}</p>
            <p>{`${driver.spellingLastName} ${driver.spellingFirstName}`}</p>
          </div>
        </>
      }
      details={[
        { label: t`Office`, value: orDash(driver.office?.name) },
        { label: t`Date of birth`, value: toDottedDate(driver.DOB) },
        { label: t`Email`, value: orDash(driver.email) },
        { label: t`Mobile`, value: orDash(driver.mobile) },
        { label: t`Licence number`, value: orDash(driver.driverLicense) },
        {
          label: t`Licence type`,
          value: licenseType ? i18n._(licenseType) : orDash(String(driver.licenseType)),
        },
        { label: t`Licence expiration date`, value: toDottedDate(driver.expirationDate) },
        { label: t`Vehicle`, value: driver.car ? `${driver.car.number} ${driver.car.model}` : '–' },
        { label: t`Username`, value: driver.username },
        { label: t`Password`, value: '••••••••' },
      ]}
      footer={
        <>
          <button type="button" className="button" onClick={onChangePassword}>
            <Trans>Change Password</Trans>
          </button>
          <button type="button" className="button" onClick={onInvite}>
            <Trans>Invite to the driver app</Trans>
          </button>
        </>
      }
    />
  );
}
