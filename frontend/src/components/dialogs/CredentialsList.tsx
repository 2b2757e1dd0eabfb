import { Trans } from '@lingui/react/macro';
import type { Credentials } from './credentials';

export function CredentialsList({ credentials }: { readonly credentials: Credentials }) {
  return (
    <dl className="credentials">
      <dt>
        <Trans>Name</Trans>
      </dt>
      <dd>{credentials.name}</dd>
      {credentials.username !== undefined && (
        <>
          <dt>
            <Trans>Username</Trans>
          </dt>
          <dd>{credentials.username}</dd>
        </>
      )}
      {credentials.password !== undefined && (
        <>
          <dt>
            <Trans>Password</Trans>
          </dt>
          <dd>{credentials.password}</dd>
        </>
      )}
    </dl>
  );
}
