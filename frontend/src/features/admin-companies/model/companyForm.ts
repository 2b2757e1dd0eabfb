import { companyFormSchema, type AdminCompanyListItem, type CompanyForm } from '@fleetcheck/contracts';

export { companyFormSchema };

export const companyFormFields = [
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
export type CompanyFormField = (typeof companyFormFields)[number];

/** What the inputs hold: every field as typed text; the schema turns counts into numbers. */
export type CompanyFormText = Record<CompanyFormField, string>;

export function companyToForm(company: AdminCompanyListItem): CompanyFormText {
  return Object.fromEntries(companyFormFields.map((field) => [field, String(company[field] ?? '')])) as CompanyFormText;
}

/** PUT /admin/company/{id} takes the whole form; nothing changed means no call at all. */
export function companyUpdate(initial: CompanyForm, edited: CompanyForm): CompanyForm | undefined {
  return companyFormFields.some((field) => initial[field] !== edited[field]) ? edited : undefined;
}
