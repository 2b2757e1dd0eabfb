import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { CHECK_METHODS, CHECK_TYPES, REMOTE_METHODS, commandAcceptedSchema, type TestResultDetail } from '@fleetcheck/contracts';
import { ApiError } from '../../api/apiError';
import { SidePanel } from '../../components/overlay/SidePanel';
import { useCurrentPanelId, usePanels } from '../../components/overlay/PanelStack';
import { errorDescriptor } from '../../i18n/errorMessages';
import { useServices } from '../../session/ServicesContext';
import { useRecordLabels } from './recordLabels';

type Editable = Pick<TestResultDetail, 'checkType' | 'method' | 'remoteMethod' | 'instructions' | 'notes'>;

/** The items a correction sends: only what differs from the record (blank text is none). */
function changesOf(record: Editable, edited: Editable): Partial<Editable> {
  return Object.fromEntries(
    (Object.keys(edited) as (keyof Editable)[])
      .map((key) => [key, typeof edited[key] === 'string' && edited[key] === '' ? null : edited[key]] as const)
      .filter(([key, value]) => value !== record[key]),
  );
}

/**
 * A correction of a check record (issue 15 item 4): the items as they should read and why; the record itself
 * stays as recorded and the correction joins its history (the result is never corrected).
 */
export function CorrectionPanel({ record }: { readonly record: TestResultDetail }) {
  const { t, i18n } = useLingui();
  const { api } = useServices();
  const labels = useRecordLabels();
  const panels = usePanels();
  const panelId = useCurrentPanelId();
  const queryClient = useQueryClient();
  const [edited, setEdited] = useState<Editable>({
    checkType: record.checkType,
    method: record.method,
    remoteMethod: record.remoteMethod,
    instructions: record.instructions ?? '',
    notes: record.notes ?? '',
  });
  const [reason, setReason] = useState('');
  const correct = useMutation({
    mutationFn: () =>
      api.post(`/test-result/${record._id}/correction`, {
        body: { ...changesOf(record, { ...edited, remoteMethod: edited.method === 'remote' ? edited.remoteMethod : null }), reason },
        schema: commandAcceptedSchema,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['test-result'] });
      await queryClient.invalidateQueries({ queryKey: ['check-board'] });
      panels.close(panelId);
    },
  });
  const error = correct.error instanceof ApiError ? correct.error : undefined;
  const message = (path: string) => {
    const found = error?.fields.find((field) => field.path === path);
    return found ? <span className="field__error">{i18n._(errorDescriptor(found.key))}</span> : null;
  };
  const set =
    <K extends keyof Editable>(key: K) =>
    (event: { target: { value: string } }) =>
      setEdited({ ...edited, [key]: event.target.value || null });
  return (
    <SidePanel
      title={<Trans>Correct the record</Trans>}
      footer={
        <>
          <button type="button" className="button" onClick={() => panels.close(panelId)}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" form="record-correction" className="button button--primary" disabled={correct.isPending}>
            <Trans>Save the correction</Trans>
          </button>
        </>
      }
    >
      <form
        id="record-correction"
        className="panel-form"
        onSubmit={(event) => {
          event.preventDefault();
          correct.mutate();
        }}
      >
        {error && error.fields.length === 0 && (
          <p className="field__error" role="alert">
            {i18n._(errorDescriptor(error.key))}
          </p>
        )}
        <label className="field">
          <span className="field__label">{t`Check type`}</span>
          <select className="field__input" value={edited.checkType} onChange={set('checkType')}>
            {CHECK_TYPES.map((value) => (
              <option key={value} value={value}>
                {labels.checkType(value)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{t`Method`}</span>
          <select className="field__input" value={edited.method} onChange={set('method')}>
            {CHECK_METHODS.map((value) => (
              <option key={value} value={value}>
                {labels.method(value)}
              </option>
            ))}
          </select>
        </label>
        {edited.method === 'remote' && (
          <label className="field">
            <span className="field__label">{t`Remote means`}</span>
            <select className="field__input" value={edited.remoteMethod ?? ''} onChange={set('remoteMethod')}>
              <option value="">{t`Choose`}</option>
              {REMOTE_METHODS.map((value) => (
                <option key={value} value={value}>
                  {labels.remoteMethod(value)}
                </option>
              ))}
            </select>
            {message('remoteMethod')}
          </label>
        )}
        <label className="field">
          <span className="field__label">{t`Instructions`}</span>
          <textarea className="field__input" rows={3} maxLength={1000} value={edited.instructions ?? ''} onChange={set('instructions')} />
          {message('instructions')}
        </label>
        <label className="field">
          <span className="field__label">{t`Other notes`}</span>
          <textarea className="field__input" rows={3} maxLength={1000} value={edited.notes ?? ''} onChange={set('notes')} />
          {message('notes')}
        </label>
        <label className="field">
          <span className="field__label">{t`Reason for the correction`}</span>
          <textarea
            className="field__input"
            rows={2}
            maxLength={1000}
            required
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          {message('reason')}
        </label>
      </form>
    </SidePanel>
  );
}
