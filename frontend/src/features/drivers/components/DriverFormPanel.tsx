import { businessDay } from '@fleetcheck/domain/calendar/business-day';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  birthYearRange,
  driverFormToPayload,
  licenseExpiryYearRange,
  sanitizeMobileInput,
  type DriverPayload,
} from '@fleetcheck/contracts';
import { PhotoField } from '../../../components/form/PhotoField';
import { FormPanel } from '../../../components/form/FormPanel';
import { TextField } from '../../../components/form/TextField';
import { SelectField } from '../../../components/form/SelectField';
import { DateSelect, dateError } from '../../../components/form/DateSelect';
import { ExpiryWarning } from '../../shared/components/ExpiryDate';
import { useEntityForm } from '../../../components/form/useEntityForm';
import { PersonNameFields } from '../../shared/components/PersonNameFields';
import { useCarOptions, useOfficeOptions } from '../../shared/hooks/lookups';
import { useResourceCommands } from '../../shared/api/resourceApi';
import { driverFormSchema, driverServerPaths, emptyDriverForm, type DriverFormState } from '../model/driverForm';
import { licenseTypes } from '../model/licenseTypes';

type DriverFormPanelProps =
  | { readonly mode: 'add' }
  | {
      readonly mode: 'edit';
      readonly id: string;
      readonly version: number;
      readonly initial: DriverFormState;
    };

/** The add-driver and edit-driver panels. Adding shows the generated username and password once. */
export function DriverFormPanel(props: DriverFormPanelProps) {
  const { t, i18n } = useLingui();
  const commands = useResourceCommands<DriverPayload>('/driver');
  const offices = useOfficeOptions();
  const cars = useCarOptions();
  const currentYear = Number(businessDay(new Date()).slice(0, 4));
  const { form, update, errors, submit, saving, close } = useEntityForm({
    schema: driverFormSchema,
    initial: props.mode === 'edit' ? props.initial : emptyDriverForm,
    empty: emptyDriverForm,
    mode: props.mode,
    serverPaths: driverServerPaths,
    nameOf: (driver) => `${driver.name.lastName} ${driver.name.firstName}`,
    saved: { added: t`Driver added`, updated: t`Driver saved`, nameLabel: t`Name` },
    save: async (driver) => {
      const payload = driverFormToPayload(driver);
      if (props.mode === 'add') return commands.createUser.mutateAsync(payload);
      await commands.update.mutateAsync({ id: props.id, payload, version: props.version });
    },
  });
  const licenseOptions = licenseTypes.map((type) => ({ value: type.value, label: i18n._(type.label) }));

  return (
    <FormPanel
      mode={props.mode}
      title={props.mode === 'add' ? <Trans>Add Driver</Trans> : <Trans>Edit Driver</Trans>}
      onSubmit={submit}
      onCancel={close}
      saving={saving}
    >
      <PersonNameFields name={form.name} spelling={form.spelling} onChange={update} errors={errors} />
      <DateSelect
        label={t`Date of birth`}
        range={birthYearRange(currentYear)}
        value={form.birth}
        onChange={(birth) => update('birth', birth)}
        errorKey={dateError(errors, 'birth')}
      />
      <TextField
        label={t`Email`}
        name="email"
        type="email"
        value={form.email}
        onChange={(email) => update('email', email)}
        errorKey={errors.email}
      />
      <TextField
        label={t`Mobile`}
        name="mobile"
        type="tel"
        value={form.mobile}
        onChange={(mobile) => update('mobile', sanitizeMobileInput(mobile))}
        errorKey={errors.mobile}
      />
      <TextField
        label={t`Licence number`}
        name="license"
        required
        value={form.license}
        onChange={(license) => update('license', license)}
        errorKey={errors.license}
      />
      <DateSelect
        label={t`Licence expiration date`}
        range={licenseExpiryYearRange(currentYear)}
        value={form.expirationDate}
        onChange={(expirationDate) => update('expirationDate', expirationDate)}
        errorKey={dateError(errors, 'expirationDate')}
        required
      />
      <ExpiryWarning value={form.expirationDate} />
      <SelectField
        label={t`Licence type`}
        name="licenseType"
        required
        options={licenseOptions}
        value={form.licenseType ? String(form.licenseType.value) : ''}
        onChange={(licenseType) => update('licenseType', licenseType)}
        errorKey={errors.licenseType ?? errors['licenseType.value']}
      />
      <SelectField
        label={t`Vehicle`}
        name="car"
        required
        options={cars}
        value={form.car ? String(form.car.value) : ''}
        onChange={(car) => update('car', car)}
        errorKey={errors.car ?? errors['car.value']}
      />
      <SelectField
        label={t`Office`}
        name="office"
        options={offices}
        value={form.office ? String(form.office.value) : ''}
        onChange={(office) => update('office', office)}
        errorKey={errors.office}
      />
      <PhotoField value={form.photo} onChange={(photo) => update('photo', photo)} errorKey={errors.photo} />
    </FormPanel>
  );
}
