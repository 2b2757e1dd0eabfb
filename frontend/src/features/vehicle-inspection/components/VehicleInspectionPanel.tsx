import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { inspectionScheduleWords, toDottedDate, type InspectionAnswer, type VehicleInspection } from '@fleetcheck/contracts';
import { businessDateTime } from '@fleetcheck/domain/calendar/business-day';
import { ApiError } from '../../../api/apiError';
import { useDialogs } from '../../../components/dialogs/DialogHost';
import { SidePanel } from '../../../components/overlay/SidePanel';
import { errorDescriptor } from '../../../i18n/errorMessages';
import { useCarInspection, useClearDefect, useRecordInspection } from '../api/inspectionApi';
import { itemLabel } from '../model/inspectionWords';
import { CompanyInspectionItems } from './CompanyInspectionItems';
import { InspectionChecklistForm } from './InspectionChecklistForm';
import { InspectionRecordDownload } from './InspectionRecordDownload';
import './inspection.css';

const japanTime = (instant: string): string => {
  const { date, time } = businessDateTime(instant);
  return `${toDottedDate(date)} ${time}`;
};

function AbnormalItems({ inspection }: { readonly inspection: VehicleInspection }) {
  const { i18n } = useLingui();
  return (
    <ul className="inspection-abnormal">
      {inspection.items
        .filter((item) => item.result === 'abnormal')
        .map((item) => (
          <li key={item.itemId}>
            {itemLabel(item, i18n.locale)}: {item.note}
          </li>
        ))}
    </ul>
  );
}

/** An inspection whose abnormal items wait for a manager: what was found, and clearing it with what was done. */
function OpenDefect({ carId, inspection }: { readonly carId: string; readonly inspection: VehicleInspection }) {
  const { t, i18n } = useLingui();
  const dialogs = useDialogs();
  const clear = useClearDefect(carId);
  const [note, setNote] = useState('');
  const [noteMissing, setNoteMissing] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNoteMissing(note.trim() === '');
    if (note.trim() === '' || clear.isPending) return;
    try {
      await clear.mutateAsync({ date: inspection.date, note });
      setNote('');
    } catch (error) {
      const key = error instanceof ApiError ? error.key : undefined;
      void dialogs.showResult({ kind: 'error', message: key ? i18n._(errorDescriptor(key)) : undefined });
    }
  };
  return (
    <section className="inspection-defect" aria-label={t`Fault found on ${toDottedDate(inspection.date)}`}>
      <p>{t`Found on ${toDottedDate(inspection.date)} by ${inspection.inspectorName}:`}</p>
      <AbnormalItems inspection={inspection} />
      <form onSubmit={submit} className="inspection-defect__clear" noValidate>
        <label>
          {t`What was done`}
          <input type="text" value={note} maxLength={500} aria-invalid={noteMissing} onChange={(event) => setNote(event.target.value)} />
        </label>
        {noteMissing && <span className="field-error">{t`Say what was done before clearing the fault.`}</span>}
        <button type="submit" className="button" disabled={clear.isPending}>
          <Trans>Clear the fault</Trans>
        </button>
      </form>
    </section>
  );
}

function History({ inspections }: { readonly inspections: readonly VehicleInspection[] }) {
  const { t } = useLingui();
  if (inspections.length === 0) return <p className="inspection-history__empty">{t`No inspection has been recorded yet.`}</p>;
  return (
    <table className="data-table inspection-history" aria-label={t`Inspection history`}>
      <thead>
        <tr>
          <th scope="col">{t`Date`}</th>
          <th scope="col">{t`Inspected by`}</th>
          <th scope="col">{t`Result`}</th>
          <th scope="col">{t`Cleared`}</th>
        </tr>
      </thead>
      <tbody>
        {inspections.map((inspection) => (
          <tr key={inspection._id}>
            <td>{japanTime(inspection.inspectedAt)}</td>
            <td>{inspection.inspectorName}</td>
            <td className={inspection.abnormalCount > 0 ? 'inspection-history__abnormal' : undefined}>
              {inspection.abnormalCount > 0 ? t`${inspection.abnormalCount} abnormal` : t`All OK`}
            </td>
            <td>
              {inspection.clearance
                ? `${japanTime(inspection.clearance.clearedAt)} ${inspection.clearance.clearedByName}: ${inspection.clearance.note}`
                : '–'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A vehicle's daily inspection (日常点検): whether it is fit, faults waiting to be cleared, today's checklist (or
 * today's inspection once recorded), the history, the month's inspection record to download and the company's own items.
 */
export function VehicleInspectionPanel({ carId, carNumber }: { readonly carId: string; readonly carNumber: string }) {
  const { t, i18n } = useLingui();
  const dialogs = useDialogs();
  const [recorded, setRecorded] = useState(false);
  const panel = useCarInspection(carId, (read) => recorded && !read.todays);
  const record = useRecordInspection(carId);
  const data = panel.data;

  const submit = async (answers: InspectionAnswer[]): Promise<void> => {
    try {
      await record.mutateAsync({ answers });
      setRecorded(true);
    } catch (error) {
      const key = error instanceof ApiError ? error.key : undefined;
      void dialogs.showResult({ kind: 'error', message: key ? i18n._(errorDescriptor(key)) : undefined });
    }
  };

  return (
    <SidePanel title={t`Daily inspection of ${carNumber}`}>
      {data && (
        <>
          <p className={data.fit ? 'inspection-status' : 'inspection-status inspection-status--unfit'} role="status" data-fit={data.fit}>
            {data.fit
              ? t`Fit to drive: no fault is waiting.`
              : t`Not fit to drive: a fault found by a daily inspection waits for a manager.`}
          </p>
          {data.openDefects.map((inspection) => (
            <OpenDefect key={inspection._id} carId={carId} inspection={inspection} />
          ))}
          <h3 className="inspection-title">{t`Today (${toDottedDate(data.today)})`}</h3>
          <p className="inspection-schedule">{inspectionScheduleWords[data.schedule][i18n.locale === 'en' ? 'en' : 'ja']}</p>
          {data.todays ? (
            <p>
              {data.todays.abnormalCount > 0
                ? t`Inspected at ${japanTime(data.todays.inspectedAt)} by ${data.todays.inspectorName}: ${data.todays.abnormalCount} abnormal.`
                : t`Inspected at ${japanTime(data.todays.inspectedAt)} by ${data.todays.inspectorName}: all OK.`}
            </p>
          ) : (
            <InspectionChecklistForm checklist={data.checklist} pending={record.isPending} onSubmit={submit} />
          )}
          <h3 className="inspection-title">{t`Inspection history`}</h3>
          <History inspections={data.history} />
          <InspectionRecordDownload month={data.today.slice(0, 7)} />
          <CompanyInspectionItems />
        </>
      )}
    </SidePanel>
  );
}
