import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import type { Credentials } from './credentials';
import type { SavedRecord } from './savedRecord';

/** A detector's secret, with a copy button and the warning that it is not shown again. */
function SecretValue({ secret }: { readonly secret: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <>
      <code className="credentials__secret">{secret}</code>{' '}
      <button
        type="button"
        className="button"
        onClick={() =>
          void navigator.clipboard?.writeText(secret).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {copied ? <Trans>Copied</Trans> : <Trans>Copy</Trans>}
      </button>
      <p role="note" className="credentials__warning">
        <Trans>This secret is shown only once. Enter it in the detector now: FleetCheck keeps only a hash of it.</Trans>
      </p>
    </>
  );
}

interface SavedDetailsProps {
  /** The saved record under the label of its own naming field; without one, a person's name from the credentials. */
  readonly record?: SavedRecord;
  readonly credentials?: Credentials;
}

/** The body of a success dialog: what was saved, and a created user's username and password. */
export function SavedDetails({ record, credentials }: SavedDetailsProps) {
  if (!record && !credentials) return null;
  return (
    <dl className="credentials">
      {record ? (
        <>
          <dt>{record.label}</dt>
          <dd>{record.name}</dd>
        </>
      ) : (
        <>
          <dt>
            <Trans>Name</Trans>
          </dt>
          <dd>{credentials?.name}</dd>
        </>
      )}
      {credentials?.username !== undefined && (
        <>
          <dt>
            <Trans>Username</Trans>
          </dt>
          <dd>{credentials.username}</dd>
        </>
      )}
      {credentials?.password !== undefined && (
        <>
          <dt>
            <Trans>Password</Trans>
          </dt>
          <dd>{credentials.password}</dd>
        </>
      )}
      {credentials?.secret !== undefined && (
        <>
          <dt>
            <Trans>Detector secret</Trans>
          </dt>
          <dd>
            <SecretValue secret={credentials.secret} />
          </dd>
        </>
      )}
    </dl>
  );
}
