import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '../../../api/apiError';
import { useDialogs } from '../../../components/dialogs/DialogHost';
import { errorDescriptor } from '../../../i18n/errorMessages';
import { useAddInspectionItem, useInspectionItems, useRemoveInspectionItem } from '../api/inspectionApi';

/** The company's own daily-inspection items, checked on every vehicle beside the statutory ones. */
export function CompanyInspectionItems() {
  const { t, i18n } = useLingui();
  const dialogs = useDialogs();
  const items = useInspectionItems();
  const add = useAddInspectionItem();
  const remove = useRemoveInspectionItem();
  const [label, setLabel] = useState('');
  const failed = (error: unknown) => {
    const key = error instanceof ApiError ? error.key : undefined;
    void dialogs.showResult({ kind: 'error', message: key ? i18n._(errorDescriptor(key)) : undefined });
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (label.trim() === '' || add.isPending) return;
    try {
      await add.mutateAsync(label);
      setLabel('');
    } catch (error) {
      failed(error);
    }
  };
  return (
    <section className="inspection-own" aria-label={t`The company's own items`}>
      <h3 className="inspection-title">
        <Trans>The company's own items</Trans>
      </h3>
      <ul>
        {items.data?.docs.map((item) => (
          <li key={item._id}>
            {item.label}{' '}
            <button type="button" className="button button--small" onClick={() => remove.mutateAsync(item._id).catch(failed)}>
              {t`Remove`}
            </button>
          </li>
        ))}
      </ul>
      <form onSubmit={submit} className="inspection-own__add" noValidate>
        <label>
          {t`New item`}
          <input type="text" value={label} maxLength={128} onChange={(event) => setLabel(event.target.value)} />
        </label>
        <button type="submit" className="button" disabled={add.isPending}>
          <Trans>Add item</Trans>
        </button>
      </form>
    </section>
  );
}
