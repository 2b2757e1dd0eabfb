import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CompanyFormInput } from '@fleetcheck/contracts';
import { TextField } from '../../../components/form/TextField';

export type CompanyDraft = Record<keyof CompanyFormInput, string>;

export const emptyCompany: CompanyDraft = {
  name: '',
  email: '',
  phone: '',
  fax: '',
  employeeCount: '',
  carCount: '',
  postcode: '',
  prefectures: '',
  municipalities: '',
  town: '',
  buildings: '',
};

interface CompanyFieldsProps {
  /** What names the group of fields: the heading that the page shows above them (the fieldset's legend). */
  readonly legend: ReactNode;
  readonly value: CompanyDraft;
  readonly errors: Partial<Record<string, string>>;
  /** Prefix of the error paths (the sign-up body nests the company under `company`). */
  readonly errorPrefix?: string;
  readonly onChange: (next: CompanyDraft) => void;
}

/** The company fields of spec section 3 (sign-up and the registration's company step). */
export function CompanyFields({ legend, value, errors, errorPrefix = '', onChange }: CompanyFieldsProps) {
  const { t } = useLingui();
  const field = (name: keyof CompanyDraft, label: string, required = false, type: 'text' | 'email' | 'tel' = 'text') => (
    <TextField
      key={name}
      label={label}
      name={`company.${name}`}
      type={type}
      required={required}
      value={value[name]}
      errorKey={errors[`${errorPrefix}${name}`]}
      onChange={(next) => onChange({ ...value, [name]: next })}
    />
  );
  return (
    <fieldset className="company-fields">
      <legend>{legend}</legend>
      {field('name', t`Company name`, true)}
      {field('email', t`Company email`, true, 'email')}
      {field('phone', t`Phone`, true, 'tel')}
      {field('fax', t`Fax`, false, 'tel')}
      {field('employeeCount', t`Number of employees`)}
      {field('carCount', t`Number of vehicles`)}
      {field('postcode', t`Postcode`, true)}
      {field('prefectures', t`Prefecture`, true)}
      {field('municipalities', t`Municipality`, true)}
      {field('town', t`Town`, true)}
      {field('buildings', t`Building`)}
    </fieldset>
  );
}

/** The company form's numbers are optional: an empty box is sent as 0. */
export function companyInput(draft: CompanyDraft): CompanyFormInput {
  return { ...draft, employeeCount: draft.employeeCount || 0, carCount: draft.carCount || 0 };
}
