import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { SidePanel } from '../../components/overlay/SidePanel';
import { usePanels, useCurrentPanelId } from '../../components/overlay/PanelStack';
import { useDialogs } from '../../components/dialogs/DialogHost';
import { TextField } from '../../components/form/TextField';
import { fieldErrors } from '../../components/form/fieldErrors';
import { changedFields } from '../../components/form/changedFields';
import { emptyOfficeForm, officeFormSchema, type OfficeForm } from './officeSchemas';
import { useOfficeCommands } from './officeApi';

type OfficeFormPanelProps =
  { readonly mode: 'add' } | { readonly mode: 'edit'; readonly id: string; readonly initial: OfficeForm };

/** The add-office and edit-office panels: validated on every change, Cancel and Add New or Save. */
export function OfficeFormPanel(props: OfficeFormPanelProps) {
  const { t } = useLingui();
  const panels = usePanels();
  const panelId = useCurrentPanelId();
  const dialogs = useDialogs();
  const commands = useOfficeCommands();
  const initial = props.mode === 'edit' ? props.initial : emptyOfficeForm;
  const [form, setForm] = useState<OfficeForm>(initial);
  const [touched, setTouched] = useState(false);
  const validation = officeFormSchema.safeParse(form);
  const errors = touched ? fieldErrors(validation) : {};
  const saving = commands.create.isPending || commands.update.isPending;

  const set = (field: keyof OfficeForm) => (value: string) => {
    setTouched(true);
    setForm((current) => ({ ...current, [field]: value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!validation.success) return;
    try {
      if (props.mode === 'add') {
        await commands.create.mutateAsync(validation.data);
        setForm(emptyOfficeForm);
        setTouched(false);
      } else {
        const changes = changedFields(initial, validation.data);
        if (Object.keys(changes).length > 0) await commands.update.mutateAsync({ id: props.id, changes });
      }
      panels.close(panelId);
      void dialogs.showResult({ kind: 'success', credentials: { name: validation.data.name } });
    } catch (error) {
      console.warn('Saving the office failed', error);
      void dialogs.showResult({ kind: 'error' });
    }
  };

  return (
    <form onSubmit={submit} noValidate className="panel-form">
      <SidePanel
        title={props.mode === 'add' ? <Trans>Add Office</Trans> : <Trans>Edit Office</Trans>}
        footer={
          <>
            <button type="button" className="button" onClick={() => panels.close(panelId)}>
              <Trans>Cancel</Trans>
            </button>
            <button type="submit" className="button button--primary" disabled={saving}>
              {props.mode === 'add' ? <Trans>Add New</Trans> : <Trans>Save</Trans>}
            </button>
          </>
        }
      >
        <TextField
          label={t`Office name`}
          name="name"
          required
          value={form.name}
          onChange={set('name')}
          errorKey={errors.name}
        />
        <TextField
          label={t`Phone`}
          name="phone"
          type="tel"
          required
          value={form.phone}
          onChange={set('phone')}
          errorKey={errors.phone}
        />
        <TextField
          label={t`Fax`}
          name="fax"
          type="tel"
          value={form.fax}
          onChange={set('fax')}
          errorKey={errors.fax}
        />
        <TextField
          label={t`Postcode`}
          name="postcode"
          required
          value={form.postcode}
          onChange={set('postcode')}
          errorKey={errors.postcode}
        />
        <TextField
          label={t`Prefecture`}
          name="prefectures"
          required
          value={form.prefectures}
          onChange={set('prefectures')}
          errorKey={errors.prefectures}
        />
        <TextField
          label={t`Municipality`}
          name="municipalities"
          required
          value={form.municipalities}
          onChange={set('municipalities')}
          errorKey={errors.municipalities}
        />
        <TextField
          label={t`Town`}
          name="town"
          required
          value={form.town}
          onChange={set('town')}
          errorKey={errors.town}
        />
        <TextField
          label={t`Building`}
          name="buildings"
          value={form.buildings}
          onChange={set('buildings')}
          errorKey={errors.buildings}
        />
      </SidePanel>
    </form>
  );
}
