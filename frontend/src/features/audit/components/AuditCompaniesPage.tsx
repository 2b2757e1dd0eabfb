import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { useServices } from '../../../session/ServicesContext';
import { auditCompaniesQuery } from '../api/auditApi';
import { useRecordAuditorPage } from '../hooks/useRecordAuditorPage';
import { useHistoryWords } from '../hooks/useHistoryWords';
import './audit.css';

/**
 * The companies the signed-in admin or auditor may audit, by name with their subscription's state in words; each
 * opens its subscription history. `refused`: an auditor came from an admin page, which is for platform admins only.
 */
export function AuditCompaniesPage({ refused }: { readonly refused?: 'admin-only' | undefined }) {
  const { api } = useServices();
  const words = useHistoryWords();
  const companies = useQuery(auditCompaniesQuery(api));
  useRecordAuditorPage('/admin/audit/companies', null);
  return (
    <section className="audit">
      {refused === 'admin-only' && (
        <p role="alert" className="audit__notice">
          <Trans>
            That page is for platform admins only. As an auditor you can read the audit pages: the companies in your scope, their
            subscription history, records and the access log.
          </Trans>
        </p>
      )}
      {companies.isError && (
        <p role="alert">
          <Trans>The companies could not be loaded.</Trans>
        </p>
      )}
      {companies.data && companies.data.data.length === 0 && (
        <p>
          <Trans>No company to audit.</Trans>
        </p>
      )}
      {companies.data && companies.data.data.length > 0 && (
        <table className="audit__table">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Company</Trans>
              </th>
              <th scope="col">
                <Trans>Status</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {companies.data.data.map((company) => (
              <tr key={company._id}>
                <td>
                  <Link to="/admin/audit/companies/$companyId" params={{ companyId: company._id }}>
                    {company.name}
                  </Link>
                </td>
                <td>{company.status ? words.value('status', company.status) : '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
