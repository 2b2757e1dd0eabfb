import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { commandAcceptedSchema } from '@fleetcheck/contracts';
import { businessDateTime, businessInstant } from '@fleetcheck/domain/calendar/business-day';
import { SidePanel } from '../../../components/overlay/SidePanel';
import { useCurrentPanelId, usePanels } from '../../../components/overlay/PanelStack';
import { useServices } from '../../../session/ServicesContext';
import { FormError, RecordField, RecordItemFields, blankRecordItems, fieldErrorOf, recordItemsBody } from './RecordItemFields';
import { Form } from '../../../components/form/Form';

/** The reading of a new check, as typed: Japan's wall clock 'YYYY-MM-DDTHH:mm' and the result in mg/l. */
interface Reading {
  time: string;
  result: string;
}

/** Whether a check at this Japan wall-clock time, entered now, is entered more than 24 hours late (the server decides). */
export function isEnteredLate(wallClock: string, now: number): boolean {
  const [day = '', time = ''] = wallClock.split('T');
  if (!day || !time) return false;
  return now - Date.parse(businessInstant(day, time)) > 24 * 3_600_000;
}

/** POST /test-result's body: Japan's wall clock as an instant, then the items the correction panel shares. */
function bodyOf(reading: Reading, items: ReturnType<typeof recordItemsBody>) {
  const [day = '', time = ''] = reading.time.split('T');
  const { driver, vehicle, ...rest } = items;
  return { driver, vehicle, time: reading.time ? businessInstant(day, time) : '', result: Number(reading.result), ...rest };
}

/**
 * A check recorded by hand (issue 15 item 4), as the law allows when no detector is connected: every item of
 * 道路交通法施行規則 第9条の10, refused fields named as the API names them.
 */
export function ManualCheckPanel() {
  const { t, i18n } = useLingui();
  const { api } = useServices();
  const panels = usePanels();
  const panelId = useCurrentPanelId();
  const queryClient = useQueryClient();
  const [items, setItems] = useState(blankRecordItems);
  const [reading, setReading] = useState<Reading>(() => ({ time: businessDateTime(new Date()).dateTime, result: '0.000' }));
  const record = useMutation({
    mutationFn: () => api.post('/test-result', { body: bodyOf(reading, recordItemsBody(items)), schema: commandAcceptedSchema }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['test-result'] });
      await queryClient.invalidateQueries({ queryKey: ['check-board'] });
      panels.close(panelId);
    },
  });
  const fieldError = fieldErrorOf(record.error, i18n);
  const set = (name: keyof Reading) => (event: { target: { value: string } }) => setReading({ ...reading, [name]: event.target.value });

  return (
    <SidePanel
      title={<Trans>Record a check by hand</Trans>}
      footer={
        <>
          <button type="button" className="button" onClick={() => panels.close(panelId)}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" form="manual-check" className="button button--primary" disabled={record.isPending}>
            <Trans>Record</Trans>
          </button>
        </>
      }
    >
      <Form
        id="manual-check"
        className="panel-form"
        onSubmit={(event) => {
          event.preventDefault();
          record.mutate();
        }}
      >
        <FormError error={record.error} />
        <RecordItemFields
          items={items}
          onChange={setItems}
          error={record.error}
          late={isEnteredLate(reading.time, Date.now())}
          reading={
            <>
              <RecordField label={t`Date and time of the check`} message={fieldError('time')}>
                <input className="field__input" type="datetime-local" value={reading.time} onChange={set('time')} />
              </RecordField>
              <RecordField label={t`Result (mg/l)`} message={fieldError('result')}>
                <input
                  className="field__input"
                  type="number"
                  min={0}
                  max={10}
                  step={0.001}
                  value={reading.result}
                  onChange={set('result')}
                />
              </RecordField>
            </>
          }
        />
      </Form>
    </SidePanel>
  );
}
