import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, ProfileViewPanel } from '../../shared/components/ProfileViewPanel';

/** Who a manager profile panel shows: a manager record or the signed-in manager's own profile. */
export interface ManagerProfile {
  readonly lastName: string;
  readonly firstName: string;
  readonly spellingLastName: string;
  readonly spellingFirstName: string;
  readonly username: string;
  readonly email: string;
  readonly mobile: string;
  readonly officeName?: string | undefined;
  /** The stored photo's path, if any. */
  readonly image?: string | null;
}

/** View manager profile: a contact info header, then the detail list. */
export function ManagerViewPanel({ manager, title }: { readonly manager: ManagerProfile; readonly title?: ReactNode }) {
  const { t } = useLingui();
  const name = `${manager.lastName} ${manager.firstName}`.trim();
  return (
    <ProfileViewPanel
      title={title ?? <Trans>View manager profile</Trans>}
      header={
        <>
          <Avatar name={manager.lastName} image={manager.image} />
          <div>
            <p className="profile-header__name">{name || '–'}</p>
            <p>{manager.email || '–'}</p>
            <p>{manager.mobile || '–'}</p>
          </div>
        </>
      }
      details={[
        {
          label: t`Name (spelling)`,
          value: `${manager.spellingLastName} ${manager.spellingFirstName}`.trim() || '–',
        },
        { label: t`Username`, value: manager.username || '–' },
        { label: t`Office`, value: manager.officeName || '–' },
      ]}
    />
  );
}
