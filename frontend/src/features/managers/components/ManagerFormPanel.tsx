import { Trans, useLingui } from '@lingui/react/macro';
import { CONFIRMER_ROLES, managerFormToPayload, type ManagerPayload } from '@fleetcheck/contracts';
import { FormPanel } from '../../../components/form/FormPanel';
import { TextField } from '../../../components/form/TextField';
import { SelectField } from '../../../components/form/SelectField';
import { PhotoField } from '../../../components/form/PhotoField';
import { useEntityForm } from '../../../components/form/useEntityForm';
import { PersonNameFields } from '../../shared/components/PersonNameFields';
import { useOfficeOptions } from '../../shared/hooks/lookups';
import { useResourceCommands } from '../../shared/api/resourceApi';
import { emptyManagerForm, managerFormSchema, managerServerPaths, type ManagerFormState } from '../model/managerForm';
import { useConfirmerRoleLabels } from '../hooks/useConfirmerRoleLabels';
import './managers.css';

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
  const roleLabels = useConfirmerRoleLabels();
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
      <fieldset className="confirmer-role">
        <legend>
          <Trans>Confirms checks as</Trans>
        </legend>
        {CONFIRMER_ROLES.map((role) => (
          <label key={role} className="confirmer-role__option">
            <input
              type="radio"
              name="confirmerRole"
              value={role}
              checked={form.confirmerRole === role}
              onChange={() => update('confirmerRole', role)}
            />
            {roleLabels[role]}
          </label>
        ))}
        <p className="field__hint">
          <Trans>
            An assistant confirmer may confirm drivers&apos; checks; a positive result they confirm goes at once to the safe driving
            managers of the driver&apos;s office.
          </Trans>
        </p>
      </fieldset>
      <PhotoField value={form.photo} onChange={(photo) => update('photo', photo)} errorKey={errors.photo} />
    </FormPanel>
  );
}
