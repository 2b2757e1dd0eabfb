import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { commandAcceptedSchema, type TestResultDetail } from '@fleetcheck/contracts';
import { businessDateTime, businessInstant } from '@fleetcheck/domain/calendar/business-day';
import { SidePanel } from '../../../components/overlay/SidePanel';
import { useCurrentPanelId, usePanels } from '../../../components/overlay/PanelStack';
import { useServices } from '../../../session/ServicesContext';
import {
  FormError,
  RecordField,
  RecordItemFields,
  fieldErrorOf,
  recordItemsBody,
  recordItemsOf,
  type RecordItems,
} from './RecordItemFields';
import { Form } from '../../../components/form/Form';
import { isEnteredLate } from './ManualCheckPanel';

/** The check time as Japan's wall clock 'YYYY-MM-DDTHH:mm', as the time input shows it. */
const wallClockOf = (instant: string): string => businessDateTime(instant).dateTime;
const instantOf = (wallClock: string): string => {
  const [day = '', time = ''] = wallClock.split('T');
  return businessInstant(day, time);
};

/** The items a correction sends: only those that differ from what the record says. */
function changesOf(record: RecordItems, edited: RecordItems): Partial<ReturnType<typeof recordItemsBody>> {
  const before: Record<string, unknown> = recordItemsBody(record);
  return Object.fromEntries(
    Object.entries(recordItemsBody(edited)).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key])),
  );
}

/**
 * A correction of a check record (issue 15 item 4): the items as they should read and why; the record itself
 * stays as recorded and the correction joins its history (the result is never corrected).
 */
export function CorrectionPanel({ record }: { readonly record: TestResultDetail }) {
  const { t, i18n } = useLingui();
  const { api } = useServices();
  const panels = usePanels();
  const panelId = useCurrentPanelId();
  const queryClient = useQueryClient();
  const [recorded] = useState(() => recordItemsOf(record));
  const [edited, setEdited] = useState(recorded);
  const [reason, setReason] = useState('');
  // A hand entry's check time may be corrected; a detector's is what it measured.
  const timeCorrectable = record.source === 'manual';
  const [recordedTime] = useState(() => wallClockOf(record.testedAt));
  const [time, setTime] = useState(recordedTime);
  const enteredAt = record.enteredAt ? Date.parse(record.enteredAt) : null;
  const late = record.lateEntry || (enteredAt !== null && time !== '' && isEnteredLate(time, enteredAt));
  const correct = useMutation({
    mutationFn: () =>
      api.post(`/test-result/${record._id}/correction`, {
        body: { ...changesOf(recorded, edited), ...(time !== recordedTime && time ? { time: instantOf(time) } : {}), reason },
        schema: commandAcceptedSchema,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['test-result'] });
      await queryClient.invalidateQueries({ queryKey: ['check-board'] });
      panels.close(panelId);
    },
  });
  const fieldError = fieldErrorOf(correct.error, i18n);
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
      <Form
        id="record-correction"
        className="panel-form"
        onSubmit={(event) => {
          event.preventDefault();
          correct.mutate();
        }}
      >
        <FormError error={correct.error} />
        <RecordItemFields
          items={edited}
          onChange={setEdited}
          error={correct.error}
          record={record}
          late={late}
          reading={
            timeCorrectable && (
              <RecordField label={t`Date and time of the check`} message={fieldError('time')}>
                <input className="field__input" type="datetime-local" value={time} onChange={(event) => setTime(event.target.value)} />
              </RecordField>
            )
          }
        />
        <RecordField label={t`Reason for the correction`} message={fieldError('reason')}>
          <textarea
            className="field__input"
            rows={2}
            maxLength={1000}
            required
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </RecordField>
      </Form>
    </SidePanel>
  );
}
