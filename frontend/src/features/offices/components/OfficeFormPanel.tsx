import { Trans, useLingui } from '@lingui/react/macro';
import { FormPanel } from '../../../components/form/FormPanel';
import { TextField } from '../../../components/form/TextField';
import { useEntityForm } from '../../../components/form/useEntityForm';
import { useResourceCommands } from '../../shared/api/resourceApi';
import { DEFAULT_OFFICE_CUTOFF, DEFAULT_OFFICE_START_TIME } from '@fleetcheck/contracts';
import { emptyOfficeForm, officeFormSchema, type OfficeForm } from '../model/officeSchemas';

type OfficeFormPanelProps =
  { readonly mode: 'add' } | { readonly mode: 'edit'; readonly id: string; readonly version: number; readonly initial: OfficeForm };

/** The add-office and edit-office panels (PUT /office/{id} takes the whole office, as the command side requires). */
export function OfficeFormPanel(props: OfficeFormPanelProps) {
  const { t } = useLingui();
  const commands = useResourceCommands<OfficeForm>('/office');
  const initial = props.mode === 'edit' ? props.initial : emptyOfficeForm;
  const { form, update, errors, submit, saving, close } = useEntityForm({
    schema: officeFormSchema,
    initial,
    empty: emptyOfficeForm,
    mode: props.mode,
    nameOf: (office) => office.name,
    saved: { added: t`Office added`, updated: t`Office saved`, nameLabel: t`Office name` },
    save: async (office) => {
      if (props.mode === 'add') await commands.create.mutateAsync(office);
      else await commands.update.mutateAsync({ id: props.id, payload: office, version: props.version });
    },
  });
  const text = (field: keyof OfficeForm, label: string, options: { required?: boolean; tel?: boolean } = {}) => (
    <TextField
      label={label}
      name={field}
      type={options.tel ? 'tel' : undefined}
      required={options.required}
      value={form[field]}
      onChange={(value) => update(field, value)}
      errorKey={errors[field]}
    />
  );

  const time = (field: 'startTime' | 'cutoff', label: string, hint: string) => (
    <TextField
      label={label}
      name={field}
      type="time"
      hint={hint}
      value={form[field]}
      onChange={(value) => update(field, value)}
      errorKey={errors[field]}
    />
  );

  return (
    <FormPanel
      mode={props.mode}
      title={props.mode === 'add' ? <Trans>Add Office</Trans> : <Trans>Edit Office</Trans>}
      onSubmit={submit}
      onCancel={close}
      saving={saving}
    >
      {text('name', t`Office name`, { required: true })}
      {text('phone', t`Phone`, { required: true, tel: true })}
      {text('fax', t`Fax`, { tel: true })}
      {text('postcode', t`Postcode`, { required: true })}
      {text('prefectures', t`Prefecture`, { required: true })}
      {text('municipalities', t`Municipality`, { required: true })}
      {text('town', t`Town`, { required: true })}
      {text('buildings', t`Building`)}
      {/* Issue 34 item 5: the driver app reminds a driver with no before-driving check after the start time; the
          missed-check job closes the office's day at its cut-off. */}
      {time(
        'startTime',
        t`Start time`,
        t`The driver app reminds a driver on duty whose before-driving check is still missing after this time (Japan time). Empty: ${DEFAULT_OFFICE_START_TIME}.`,
      )}
      {time(
        'cutoff',
        t`Cut-off time`,
        t`From this time on, the office's managers are alerted of each driver on duty who missed a check that day (Japan time). Empty: ${DEFAULT_OFFICE_CUTOFF}.`,
      )}
    </FormPanel>
  );
}
