import { Trans } from '@lingui/react/macro';
import { operatorContact } from './operatorContact';

export function Footer() {
  return (
    <footer className="app-footer">
      <address>
        <strong>{operatorContact.name}</strong>
        <span>
          <Trans>Phone</Trans>: {operatorContact.phone}
        </span>
        <span>
          <Trans>Fax</Trans>: {operatorContact.fax}
        </span>
        <span>
          <Trans>Email</Trans>: <a href={`mailto:${operatorContact.email}`}>{operatorContact.email}</a>
        </span>
        <span>{operatorContact.address}</span>
      </address>
    </footer>
  );
}
