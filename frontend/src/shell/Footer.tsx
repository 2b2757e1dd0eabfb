import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { companyProfileQuery } from '../features/company/api/companyApi';
import { formatAddress } from '../features/shared/model/address';
import { useServices } from '../session/ServicesContext';
import { operatorContact } from './operatorContact';

/** What the footer shows (spec: layouts): a name, phone, fax, e-mail and address; an empty one is left out. */
export interface FooterContact {
  readonly name: string;
  readonly phone: string;
  readonly fax: string;
  readonly email: string;
  readonly address: string;
}

/** The footer of the public pages and of the admin and audit layouts: the operator's contact details. */
export function Footer({ contact = operatorContact }: { readonly contact?: FooterContact }) {
  return (
    <footer className="app-footer">
      <address>
        {contact.name && <strong>{contact.name}</strong>}
        {contact.phone && (
          <span>
            <Trans>Phone</Trans>: {contact.phone}
          </span>
        )}
        {contact.fax && (
          <span>
            <Trans>Fax</Trans>: {contact.fax}
          </span>
        )}
        {contact.email && (
          <span>
            <Trans>Email</Trans>: <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </span>
        )}
        {contact.address && <span>{contact.address}</span>}
      </address>
    </footer>
  );
}

/**
 * The signed-in company's footer: its own name, phone, fax, e-mail and address, as its company profile holds them
 * (saving the company page refreshes it). Until the profile has come, or if it cannot be read, the company name the
 * session holds.
 */
export function CompanyFooter({ companyName }: { readonly companyName: string | undefined }) {
  const { api } = useServices();
  const company = useQuery(companyProfileQuery(api)).data;
  const contact: FooterContact = company
    ? { name: company.name, phone: company.phone, fax: company.fax, email: company.email, address: formatAddress(company) }
    : { name: companyName ?? '', phone: '', fax: '', email: '', address: '' };
  return <Footer contact={contact} />;
}
