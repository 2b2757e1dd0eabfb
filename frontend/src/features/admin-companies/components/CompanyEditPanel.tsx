import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminCompanyListItem } from '@fleetcheck/contracts';
import { SidePanel } from '../../../components/overlay/SidePanel';
import { usePanels, useCurrentPanelId } from '../../../components/overlay/PanelStack';
import { useDialogs } from '../../../components/dialogs/DialogHost';
import { TextField } from '../../../components/form/TextField';
import { fieldErrors } from '../../../components/form/fieldErrors';
import { ApiError } from '../../../api/apiError';
import { errorDescriptor } from '../../../i18n/errorMessages';
import { useCompanyCommands } from '../api/companyApi';
import { companyFormSchema, companyToForm, companyUpdate, type CompanyFormField, type CompanyFormText } from '../model/companyForm';
import { Form } from '../../../components/form/Form';

/** The admin-edit-company panel: the company's details, validated on every change. */
export function CompanyEditPanel({ company }: { readonly company: AdminCompanyListItem }) {
  const { t, i18n } = useLingui();
  const panels = usePanels();
  const panelId = useCurrentPanelId();
  const dialogs = useDialogs();
  const commands = useCompanyCommands();
  const [initial] = useState(() => companyToForm(company));
  const [form, setForm] = useState<CompanyFormText>(initial);
  const [touched, setTouched] = useState(false);
  const validation = companyFormSchema.safeParse(form);
  const errors = touched ? fieldErrors(validation) : {};

  const set = (field: CompanyFormField) => (value: string) => {
    setTouched(true);
    setForm((current) => ({ ...current, [field]: value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!validation.success) return;
    try {
      const changes = companyUpdate(companyFormSchema.parse(initial), validation.data);
      if (changes) await commands.update.mutateAsync({ id: company._id, changes, version: company.version });
      panels.close(panelId);
      void dialogs.showResult({
        kind: 'success',
        title: t`Company details saved`,
        record: { label: t`Company name`, name: validation.data.name },
      });
    } catch (error) {
      console.warn('Saving the company failed', error);
      const key = error instanceof ApiError ? error.key : undefined;
      void dialogs.showResult({ kind: 'error', message: key ? i18n._(errorDescriptor(key)) : undefined });
    }
  };

  const field = (name: CompanyFormField, label: string, options: { required?: boolean; type?: 'email' | 'tel' } = {}) => (
    <TextField
      label={label}
      name={name}
      required={options.required}
      type={options.type}
      value={form[name]}
      onChange={set(name)}
      errorKey={errors[name]}
    />
  );

  return (
    <Form onSubmit={submit} className="panel-form">
      <SidePanel
        title={<Trans>Edit Company</Trans>}
        footer={
          <>
            <button type="button" className="button" onClick={() => panels.close(panelId)}>
              <Trans>Cancel</Trans>
            </button>
            <button type="submit" className="button button--primary" disabled={commands.update.isPending}>
              <Trans>Save</Trans>
            </button>
          </>
        }
      >
        {field('name', t`Company name`, { required: true })}
        {field('email', t`Email`, { required: true, type: 'email' })}
        {field('phone', t`Phone`, { required: true, type: 'tel' })}
        {field('fax', t`Fax`, { type: 'tel' })}
        {field('employeeCount', t`Employees`)}
        {field('carCount', t`Cars`)}
        {field('postcode', t`Postcode`, { required: true })}
        {field('prefectures', t`Prefecture`, { required: true })}
        {field('municipalities', t`Municipality`, { required: true })}
        {field('town', t`Town`, { required: true })}
        {field('buildings', t`Building`)}
      </SidePanel>
    </Form>
  );
}
