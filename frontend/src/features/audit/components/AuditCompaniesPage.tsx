import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { useServices } from '../../../session/ServicesContext';
import { auditCompaniesQuery } from '../api/auditApi';
import { useRecordAuditorPage } from '../hooks/useRecordAuditorPage';
import './audit.css';

/** The companies the signed-in admin or auditor may audit; each opens its subscription history. */
export function AuditCompaniesPage() {
  const { api } = useServices();
  const companies = useQuery(auditCompaniesQuery(api));
  useRecordAuditorPage('/admin/audit/companies', null);
  return (
    <section className="audit">
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
                <Trans>Company ID</Trans>
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
                <td className="audit__id">{company._id}</td>
                <td>{company.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
