import { Trans, useLingui } from '@lingui/react/macro';
import { managerFormToPayload, type ManagerPayload } from '@fleetcheck/contracts';
import { FormPanel } from '../../../components/form/FormPanel';
import { TextField } from '../../../components/form/TextField';
import { SelectField } from '../../../components/form/SelectField';
import { PhotoField } from '../../../components/form/PhotoField';
import { useEntityForm } from '../../../components/form/useEntityForm';
import { PersonNameFields } from '../../shared/components/PersonNameFields';
import { useOfficeOptions } from '../../shared/hooks/lookups';
import { useResourceCommands } from '../../shared/api/resourceApi';
import { emptyManagerForm, managerFormSchema, managerServerPaths, type ManagerFormState } from '../model/managerForm';

type ManagerFormPanelProps =
  | { readonly mode: 'add' }
  | {
      readonly mode: 'edit';
      readonly id: string;
      readonly version: number;
      readonly initial: ManagerFormState;
    };

/** The add-manager and edit-manager panels. Adding shows the generated username and password once. */
export function ManagerFormPanel(props: ManagerFormPanelProps) {
  const { t } = useLingui();
  const commands = useResourceCommands<ManagerPayload>('/manager');
  const offices = useOfficeOptions();
  const { form, update, errors, submit, saving, close } = useEntityForm({
    schema: managerFormSchema,
    initial: props.mode === 'edit' ? props.initial : emptyManagerForm,
    empty: emptyManagerForm,
    mode: props.mode,
    serverPaths: managerServerPaths,
    nameOf: (manager) => `${manager.name.lastName} ${manager.name.firstName}`,
    saved: { added: t`Manager added`, updated: t`Manager saved`, nameLabel: t`Name` },
    save: async (manager) => {
      const payload = managerFormToPayload(manager);
      if (props.mode === 'add') return commands.createUser.mutateAsync(payload);
      await commands.update.mutateAsync({ id: props.id, payload, version: props.version });
    },
  });

  return (
    <FormPanel
      mode={props.mode}
      title={props.mode === 'add' ? <Trans>Add Manager</Trans> : <Trans>Edit Manager</Trans>}
      onSubmit={submit}
      onCancel={close}
      saving={saving}
    >
      <PersonNameFields name={form.name} spelling={form.spelling} onChange={update} errors={errors} />
      <TextField
        label={t`Email`}
        name="email"
        type="email"
        required
        value={form.email}
        onChange={(email) => update('email', email)}
        errorKey={errors.email}
      />
      <TextField
        label={t`Mobile`}
        name="mobile"
        type="tel"
        required
        value={form.mobile}
        onChange={(mobile) => update('mobile', mobile)}
        errorKey={errors.mobile}
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
