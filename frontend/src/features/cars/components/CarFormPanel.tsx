import { businessDay } from '@fleetcheck/domain/calendar/business-day';
import { Trans, useLingui } from '@lingui/react/macro';
import { carFormToPayload, inspectionYearRange, insuranceYearRange, productionYearRange, type CarPayload } from '@fleetcheck/contracts';
import { FormPanel } from '../../../components/form/FormPanel';
import { TextField } from '../../../components/form/TextField';
import { SelectField } from '../../../components/form/SelectField';
import { DateSelect, dateError } from '../../../components/form/DateSelect';
import { ExpiryWarning } from '../../shared/components/ExpiryDate';
import { useEntityForm } from '../../../components/form/useEntityForm';
import { useOfficeOptions } from '../../shared/hooks/lookups';
import { useResourceCommands } from '../../shared/api/resourceApi';
import { carFormSchema, emptyCarForm, type CarFormState } from '../model/carForm';

type CarFormPanelProps =
  { readonly mode: 'add' } | { readonly mode: 'edit'; readonly id: string; readonly version: number; readonly initial: CarFormState };

/** The add-car and edit-car panels. */
export function CarFormPanel(props: CarFormPanelProps) {
  const { t } = useLingui();
  const commands = useResourceCommands<CarPayload>('/car');
  const offices = useOfficeOptions();
  const currentYear = Number(businessDay(new Date()).slice(0, 4));
  const { form, update, errors, submit, saving, close } = useEntityForm({
    schema: carFormSchema,
    initial: props.mode === 'edit' ? props.initial : emptyCarForm,
    empty: emptyCarForm,
    mode: props.mode,
    nameOf: (car) => car.number,
    saved: { added: t`Car added`, updated: t`Car saved`, nameLabel: t`Car number` },
    save: async (car) => {
      const payload = carFormToPayload(car);
      if (props.mode === 'add') await commands.create.mutateAsync(payload);
      else await commands.update.mutateAsync({ id: props.id, payload, version: props.version });
    },
  });
  const text = (field: 'number' | 'model' | 'type' | 'chassisNo', label: string) => (
    <TextField
      label={label}
      name={field}
      required
      value={form[field]}
      onChange={(value) => update(field, value)}
      errorKey={errors[field]}
    />
  );

  return (
    <FormPanel
      mode={props.mode}
      title={props.mode === 'add' ? <Trans>Add Car</Trans> : <Trans>Edit Car</Trans>}
      onSubmit={submit}
      onCancel={close}
      saving={saving}
    >
      {text('number', t`Car number`)}
      {text('model', t`Model`)}
      {text('type', t`Type`)}
      {text('chassisNo', t`Chassis number`)}
      <DateSelect
        label={t`Production`}
        range={productionYearRange(currentYear)}
        value={{ y: form.production.year, m: form.production.month, d: '' }}
        onChange={({ y, m }) => update('production', { year: y, month: m })}
        withDay={false}
        errorKey={dateError(errors, 'production')}
        required
      />
      <DateSelect
        label={t`Inspection`}
        range={inspectionYearRange(currentYear)}
        value={form.inspection}
        onChange={(inspection) => update('inspection', inspection)}
        errorKey={dateError(errors, 'inspection')}
        required
      />
      <ExpiryWarning value={form.inspection} />
      <DateSelect
        label={t`Insurance`}
        range={insuranceYearRange(currentYear)}
        value={form.insurance}
        onChange={(insurance) => update('insurance', insurance)}
        errorKey={dateError(errors, 'insurance')}
        required
      />
      <ExpiryWarning value={form.insurance} />
      <SelectField
        label={t`Office`}
        name="office"
        required
        options={offices}
        value={form.office ? String(form.office.value) : ''}
        onChange={(office) => update('office', office)}
        errorKey={errors.office ?? errors['office.value']}
      />
    </FormPanel>
  );
}
