import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { companyFormSchema, type CompanyRecord } from '@fleetcheck/contracts';
import { TextField } from '../../../components/form/TextField';
import { useEntityForm } from '../../../components/form/useEntityForm';
import { useServices } from '../../../session/ServicesContext';
import { companyProfileQuery, useUpdateCompanyProfile } from '../api/companyApi';
import { Form } from '../../../components/form/Form';

const textFields = [
  'name',
  'email',
  'phone',
  'fax',
  'employeeCount',
  'carCount',
  'postcode',
  'prefectures',
  'municipalities',
  'town',
  'buildings',
] as const;
type CompanyFormState = Record<(typeof textFields)[number], string>;

function companyToForm(company: CompanyRecord): CompanyFormState {
  return Object.fromEntries(textFields.map((field) => [field, String(company[field])])) as CompanyFormState;
}

/** /user/company: the company's details, saved with PUT /auth/company-profile. */
export function CompanyPage() {
  const { api } = useServices();
  const company = useQuery(companyProfileQuery(api));
  if (company.isError)
    return (
      <p className="list-page__message" role="alert">
        <Trans id="Modals.Error">Something went wrong. Please try again.</Trans>
      </p>
    );
  if (!company.data)
    return (
      <p className="list-page__message" aria-busy="true">
        <Trans>Loading…</Trans>
      </p>
    );
  // A saved change comes back with a new version: the form restarts from the stored values.
  return <CompanyForm key={company.data.version} version={company.data.version} initial={companyToForm(company.data)} />;
}

function CompanyForm({ initial, version }: { readonly initial: CompanyFormState; readonly version: number }) {
  const { t } = useLingui();
  const update = useUpdateCompanyProfile();
  const form = useEntityForm({
    schema: companyFormSchema,
    initial,
    empty: initial,
    mode: 'edit',
    nameOf: (company) => company.name,
    saved: { added: t`Company details saved`, updated: t`Company details saved`, nameLabel: t`Company name` },
    save: async (company) => {
      await update.mutateAsync({ company, version });
    },
  });
  const labels: Record<keyof CompanyFormState, string> = {
    name: t`Company name`,
    email: t`Email`,
    phone: t`Phone`,
    fax: t`Fax`,
    employeeCount: t`Number of employees`,
    carCount: t`Number of cars`,
    postcode: t`Postcode`,
    prefectures: t`Prefecture`,
    municipalities: t`Municipality`,
    town: t`Town`,
    buildings: t`Building`,
  };
  const optional = new Set<string>(['fax', 'employeeCount', 'carCount', 'buildings']);
  return (
    <Form className="page-form" onSubmit={form.submit}>
      {textFields.map((field) => (
        <TextField
          key={field}
          label={labels[field]}
          name={field}
          type={field === 'email' ? 'email' : field === 'phone' || field === 'fax' ? 'tel' : 'text'}
          required={!optional.has(field)}
          value={form.form[field]}
          onChange={(value) => form.update(field, value)}
          errorKey={form.errors[field]}
        />
      ))}
      <div className="page-form__actions">
        <button type="submit" className="button button--primary" disabled={form.saving}>
          <Trans>Save</Trans>
        </button>
      </div>
    </Form>
  );
}
