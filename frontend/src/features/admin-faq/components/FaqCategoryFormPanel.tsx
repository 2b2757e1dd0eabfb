import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { faqCategoryFormSchema } from '@fleetcheck/contracts';
import { SidePanel } from '../../../components/overlay/SidePanel';
import { usePanels, useCurrentPanelId } from '../../../components/overlay/PanelStack';
import { useDialogs } from '../../../components/dialogs/DialogHost';
import { TextField } from '../../../components/form/TextField';
import { fieldErrors } from '../../../components/form/fieldErrors';
import { changedFields } from '../../../components/form/changedFields';
import { ApiError } from '../../../api/apiError';
import { errorDescriptor } from '../../../i18n/errorMessages';
import { useFaqCommands } from '../api/faqApi';
import { Form } from '../../../components/form/Form';

export type FaqCategoryFormText = {
  title_en: string;
  title_ja: string;
  position: string;
};

type FaqCategoryFormPanelProps =
  | { readonly mode: 'add'; readonly nextPosition: number }
  | { readonly mode: 'edit'; readonly id: string; readonly version: number | undefined; readonly initial: FaqCategoryFormText };

/** The admin-add-faq-category and admin-edit-faq-category panels: both titles and the position. */
export function FaqCategoryFormPanel(props: FaqCategoryFormPanelProps) {
  const { t, i18n } = useLingui();
  const panels = usePanels();
  const panelId = useCurrentPanelId();
  const dialogs = useDialogs();
  const commands = useFaqCommands();
  const [initial] = useState<FaqCategoryFormText>(() =>
    props.mode === 'edit' ? props.initial : { title_en: '', title_ja: '', position: String(props.nextPosition) },
  );
  const [form, setForm] = useState(initial);
  const [touched, setTouched] = useState(false);
  const validation = faqCategoryFormSchema.safeParse(form);
  const errors = touched ? fieldErrors(validation) : {};
  const saving = commands.createCategory.isPending || commands.updateCategory.isPending;

  const set = (field: keyof FaqCategoryFormText) => (value: string) => {
    setTouched(true);
    setForm((current) => ({ ...current, [field]: value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!validation.success) return;
    try {
      if (props.mode === 'add') await commands.createCategory.mutateAsync(validation.data);
      else if (Object.keys(changedFields(initial, form)).length > 0)
        await commands.updateCategory.mutateAsync({ id: props.id, form: validation.data, version: props.version });
      panels.close(panelId);
      void dialogs.showResult({
        kind: 'success',
        title: props.mode === 'add' ? t`Category added` : t`Category saved`,
        record: { label: t`Title (English)`, name: validation.data.title_en },
      });
    } catch (error) {
      console.warn('Saving the FAQ category failed', error);
      const key = error instanceof ApiError ? error.key : undefined;
      void dialogs.showResult({ kind: 'error', message: key ? i18n._(errorDescriptor(key)) : undefined });
    }
  };

  return (
    <Form onSubmit={submit} className="panel-form">
      <SidePanel
        title={props.mode === 'add' ? <Trans>Add Category</Trans> : <Trans>Edit Category</Trans>}
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
          label={t`Title (English)`}
          name="title_en"
          required
          value={form.title_en}
          onChange={set('title_en')}
          errorKey={errors.title_en}
        />
        <TextField
          label={t`Title (Japanese)`}
          name="title_ja"
          required
          value={form.title_ja}
          onChange={set('title_ja')}
          errorKey={errors.title_ja}
        />
        <TextField
          label={t`Position`}
          name="position"
          type="number"
          required
          value={form.position}
          onChange={set('position')}
          errorKey={errors.position ? 'Errors.Invalid' : undefined}
        />
      </SidePanel>
    </Form>
  );
}
