import { Trans, useLingui } from '@lingui/react/macro';
import { companyDeviceFormSchema, type CompanyDeviceForm } from '@fleetcheck/contracts';
import { FormPanel } from '../../../components/form/FormPanel';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { useEntityForm } from '../../../components/form/useEntityForm';
import { detectorModelOptions } from '../../shared/model/detectorModels';
import { useResourceCommands } from '../../shared/api/resourceApi';

export interface DeviceFormState {
  readonly serialNo: string;
  readonly model: string;
}

export const emptyDeviceForm: DeviceFormState = { serialNo: '', model: '2' };

type DeviceFormPanelProps =
  | { readonly mode: 'add' }
  | {
      readonly mode: 'edit';
      readonly id: string;
      readonly version: number;
      readonly initial: DeviceFormState;
    };

/** The add-device and edit-device panels: the detector's serial number and model. */
export function DeviceFormPanel(props: DeviceFormPanelProps) {
  const { t } = useLingui();
  const commands = useResourceCommands<CompanyDeviceForm>('/device');
  const { form, update, errors, submit, saving, close } = useEntityForm({
    schema: companyDeviceFormSchema,
    initial: props.mode === 'edit' ? props.initial : emptyDeviceForm,
    empty: emptyDeviceForm,
    mode: props.mode,
    nameOf: (device) => device.serialNo,
    saved: { added: t`Device added`, updated: t`Device saved`, nameLabel: t`Serial number` },
    save: async (device) => {
      if (props.mode === 'add') await commands.create.mutateAsync(device);
      else await commands.update.mutateAsync({ id: props.id, payload: device, version: props.version });
    },
  });

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
        onChange={(serialNo) => update('serialNo', serialNo)}
        errorKey={errors.serialNo}
      />
      <SelectField
        label={t`Model`}
        name="model"
        value={form.model}
        options={detectorModelOptions}
        onChange={(option) => update('model', option ? String(option.value) : '')}
        allowEmpty={false}
        errorKey={errors.model}
      />
    </FormPanel>
  );
}
