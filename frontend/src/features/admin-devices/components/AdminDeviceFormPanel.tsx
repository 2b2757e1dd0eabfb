import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { businessDay } from '@fleetcheck/domain/calendar/business-day';
import type { SelectOption } from '@fleetcheck/contracts';
import { FormPanel } from '../../../components/form/FormPanel';
import { TextField } from '../../../components/form/TextField';
import { useEntityForm } from '../../../components/form/useEntityForm';
import { errorDescriptor } from '../../../i18n/errorMessages';
import { useServices } from '../../../session/ServicesContext';
import { companyOptionsQuery, useAdminDeviceCommands } from '../api/adminDeviceApi';
import { adminDeviceFormTextSchema, emptyAdminDeviceForm, formToPayload, type AdminDeviceFormText } from '../model/adminDeviceForm';
import { detectorModelOptions } from '../../shared/model/detectorModels';
import { deviceStatusLabels } from '../../shared/model/deviceStatusLabels';
import { SelectField } from '../../../components/form/SelectField';

type AdminDeviceFormPanelProps =
  | { readonly mode: 'add' }
  | {
      readonly mode: 'edit';
      readonly id: string;
      readonly version: number;
      readonly initial: AdminDeviceFormText;
    };

/** The admin-add-device and admin-edit-device panels: serial, company, registration date, status, model. */
export function AdminDeviceFormPanel(props: AdminDeviceFormPanelProps) {
  const { t, i18n } = useLingui();
  const { api } = useServices();
  const commands = useAdminDeviceCommands();
  const companies = useQuery(companyOptionsQuery(api));
  const [empty] = useState(() => emptyAdminDeviceForm(businessDay(new Date())));
  const { form, update, errors, submit, saving, close } = useEntityForm({
    schema: adminDeviceFormTextSchema,
    initial: props.mode === 'edit' ? props.initial : empty,
    empty,
    mode: props.mode,
    nameOf: (device) => device.serialNo,
    saved: { added: t`Device added`, updated: t`Device saved`, nameLabel: t`Serial number` },
    save: async (device) => {
      const payload = formToPayload(device);
      if (props.mode === 'edit') return void (await commands.update.mutateAsync({ id: props.id, payload, version: props.version }));
      const created = await commands.create.mutateAsync(payload);
      return { name: device.serialNo, secret: created.data.secret };
    },
  });
  const set = (field: keyof AdminDeviceFormText) => (value: string) => update(field, value);
  const choose = (field: keyof AdminDeviceFormText) => (option: SelectOption | null) => update(field, option ? String(option.value) : '');

  return (
    <FormPanel
      mode={props.mode}
      title={props.mode === 'add' ? <Trans>Add Device</Trans> : <Trans>Edit Device</Trans>}
      onSubmit={submit}
      onCancel={close}
      saving={saving}
    >
      <TextField
        label={t`Serial number`}
        name="serialNo"
        required
        value={form.serialNo}
        onChange={set('serialNo')}
        errorKey={errors.serialNo}
      />
      <SelectField
        label={t`Company`}
        name="company"
        required
        value={form.company}
        placeholder={companies.data?.length === 0 ? i18n._(errorDescriptor('Select.Empty')) : t`Select a company`}
        options={companies.data ?? []}
        onChange={choose('company')}
        errorKey={errors.company}
      />
      <TextField
        label={t`Registration date`}
        name="regDate"
        type="date"
        required
        value={form.regDate}
        onChange={set('regDate')}
        errorKey={errors.regDate}
      />
      <SelectField
        label={t`Status`}
        name="status"
        value={form.status}
        options={Object.entries(deviceStatusLabels).map(([value, label]) => ({
          value,
          label: i18n._(label),
        }))}
        onChange={choose('status')}
        allowEmpty={false}
      />
      <SelectField
        label={t`Model`}
        name="model"
        value={form.model}
        options={detectorModelOptions}
        onChange={choose('model')}
        allowEmpty={false}
      />
    </FormPanel>
  );
}
