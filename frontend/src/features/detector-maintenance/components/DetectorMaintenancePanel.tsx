import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAINTENANCE_OUTCOMES, toDottedDate, type DetectorMaintenanceEntry, type DetectorUpkeep } from '@fleetcheck/contracts';
import { businessDateTime } from '@fleetcheck/domain/calendar/business-day';
import { ApiError } from '../../../api/apiError';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { fieldErrors } from '../../../components/form/fieldErrors';
import { serverFieldErrors } from '../../../components/form/serverFieldErrors';
import { useDialogs } from '../../../components/dialogs/DialogHost';
import { SidePanel } from '../../../components/overlay/SidePanel';
import { errorDescriptor } from '../../../i18n/errorMessages';
import { useMaintenanceLog, useRecordMaintenance, type DetectorScope } from '../api/maintenanceApi';
import {
  emptyMaintenanceForm,
  findsFaults,
  maintenanceFormSchema,
  maintenanceServerPaths,
  takesUsageLimitDate,
  type MaintenanceFormState,
} from '../model/maintenanceForm';
import { maintenanceKindLabels, maintenanceOutcomeLabels } from '../model/maintenanceLabels';
import { outOfServiceLabels, outOfServiceRemedies } from '../../shared/model/outOfServiceLabels';
import './maintenance.css';
import { Form } from '../../../components/form/Form';
import { DetectorChecker } from './DetectorChecker';

interface DetectorMaintenancePanelProps {
  readonly scope: DetectorScope;
  readonly deviceId: string;
  readonly serialNo: string;
}

/** An instant as Japan's date and time: 'YYYY.MM.DD H:mm'. */
function japanDateTime(instant: string | null): string {
  if (!instant) return '–';
  const { date, time } = businessDateTime(instant);
  return `${toDottedDate(date)} ${Number(time.slice(0, 2))}:${time.slice(3)}`;
}

function Upkeep({ upkeep }: { readonly upkeep: DetectorUpkeep }) {
  const { t, i18n } = useLingui();
  const never = t`Never recorded`;
  const rows: [string, string][] = [
    [t`Last daily check`, upkeep.lastDailyCheckAt ? japanDateTime(upkeep.lastDailyCheckAt) : never],
    [t`Last weekly check`, upkeep.lastWeeklyCheckAt ? japanDateTime(upkeep.lastWeeklyCheckAt) : never],
    [t`Last calibration`, upkeep.lastCalibratedAt ? japanDateTime(upkeep.lastCalibratedAt) : never],
    [t`Sensor replaced`, upkeep.sensorReplacedAt ? japanDateTime(upkeep.sensorReplacedAt) : never],
    [t`Usage limit date`, upkeep.usageLimitDate ? toDottedDate(upkeep.usageLimitDate) : never],
  ];
  return (
    <>
      {upkeep.outOfService && (
        <p className="maintenance-fault" role="status" data-reason={upkeep.outOfService}>
          <strong>{i18n._(outOfServiceLabels[upkeep.outOfService])}</strong> {i18n._(outOfServiceRemedies[upkeep.outOfService])}
          {upkeep.outOfService === 'check_failed' && upkeep.faultFoundAt && <> {t`Fault found: ${japanDateTime(upkeep.faultFoundAt)}`}</>}
          {upkeep.outOfService === 'sensor_life_ended' && upkeep.sensorLifeEndedAt && (
            <> {t`Sensor life ended: ${japanDateTime(upkeep.sensorLifeEndedAt)}`}</>
          )}
        </p>
      )}
      <dl className="maintenance-upkeep" aria-label={t`Where the detector stands`}>
        {rows.map(([label, value]) => (
          <div key={label} className="maintenance-upkeep__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

function MaintenanceLog({ entries }: { readonly entries: readonly DetectorMaintenanceEntry[] }) {
  const { t, i18n } = useLingui();
  if (entries.length === 0)
    return (
      <p className="maintenance-log__empty">
        <Trans>No maintenance has been recorded yet.</Trans>
      </p>
    );
  return (
    <table className="data-table maintenance-log" aria-label={t`Maintenance log`}>
      <thead>
        <tr>
          <th scope="col">{t`Done at`}</th>
          <th scope="col">{t`Maintenance`}</th>
          <th scope="col">{t`Result`}</th>
          <th scope="col">{t`Done by`}</th>
          <th scope="col">{t`Remark`}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry._id}>
            <td>{japanDateTime(entry.maintainedAt)}</td>
            <td>
              {i18n._(maintenanceKindLabels[entry.kind])}
              {entry.usageLimitDate && ` (${t`until ${toDottedDate(entry.usageLimitDate)}`})`}
            </td>
            <td className={entry.outcome === 'failed' ? 'maintenance-log__failed' : undefined}>
              {i18n._(maintenanceOutcomeLabels[entry.outcome])}
            </td>
            <td>{entry.performedBy ?? '–'}</td>
            <td>{entry.remark || '–'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A detector's maintenance: where it stands, the 確認者 its uploads name (chosen by the company's managers), a form
 * recording a check, a new sensor, a calibration or a usage limit date (who did it, when in Japan time, a remark),
 * and the log, newest first. The panel stays open after recording so the new entry shows in the log.
 */
export function DetectorMaintenancePanel({ scope, deviceId, serialNo }: DetectorMaintenancePanelProps) {
  const { t, i18n } = useLingui();
  const dialogs = useDialogs();
  const log = useMaintenanceLog(scope, deviceId);
  const record = useRecordMaintenance(scope, deviceId);
  const [form, setForm] = useState<MaintenanceFormState>(() => emptyMaintenanceForm(new Date()));
  const [touched, setTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const validation = maintenanceFormSchema.safeParse(form);
  const errors = { ...(touched ? fieldErrors(validation) : {}), ...serverErrors };

  const update = <K extends keyof MaintenanceFormState>(field: K, value: MaintenanceFormState[K]) => {
    setServerErrors((current) => ({ ...current, [field]: undefined }));
    setForm((current) => ({ ...current, [field]: value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!validation.success || record.isPending) return;
    try {
      await record.mutateAsync(validation.data);
      setForm(emptyMaintenanceForm(new Date(), form.performedBy));
      setTouched(false);
      setServerErrors({});
      void dialogs.showResult({ kind: 'success', credentials: { name: serialNo } });
    } catch (error) {
      console.warn('Recording the maintenance failed', error);
      setServerErrors(serverFieldErrors(error, maintenanceServerPaths));
      const key = error instanceof ApiError ? error.key : undefined;
      void dialogs.showResult({ kind: 'error', message: key && key !== 'Errors.Invalid' ? i18n._(errorDescriptor(key)) : undefined });
    }
  };

  const kindOptions = Object.entries(maintenanceKindLabels).map(([value, label]) => ({ value, label: i18n._(label) }));

  return (
    <SidePanel title={t`Maintenance of ${serialNo}`}>
      {log.data && <Upkeep upkeep={log.data.upkeep} />}
      {log.data && (
        // Keyed by the assignment: once a new one is read back, the choice starts from it.
        <DetectorChecker
          key={log.data.checker?.managerId ?? ''}
          deviceId={deviceId}
          serialNo={serialNo}
          checker={log.data.checker}
          editable={scope === '/device'}
        />
      )}
      <Form onSubmit={submit} className="panel-form maintenance-form" aria-label={t`Record maintenance`}>
        <h3 className="maintenance-form__title">
          <Trans>Record maintenance</Trans>
        </h3>
        <SelectField
          label={t`Maintenance`}
          name="kind"
          required
          value={form.kind}
          options={kindOptions}
          onChange={(option) => update('kind', (option ? String(option.value) : '') as MaintenanceFormState['kind'])}
          errorKey={errors.kind}
        />
        {findsFaults(form.kind) && (
          <fieldset className="maintenance-outcome">
            <legend>
              <Trans>Result</Trans>
            </legend>
            {MAINTENANCE_OUTCOMES.map((outcome) => (
              <label key={outcome} className="maintenance-outcome__option">
                <input
                  type="radio"
                  name="outcome"
                  value={outcome}
                  checked={form.outcome === outcome}
                  onChange={() => update('outcome', outcome)}
                />
                {i18n._(maintenanceOutcomeLabels[outcome])}
              </label>
            ))}
          </fieldset>
        )}
        <TextField
          label={t`Date (Japan time)`}
          name="date"
          type="date"
          required
          value={form.date}
          onChange={(date) => update('date', date)}
          errorKey={errors.date}
        />
        <TextField
          label={t`Time (Japan time)`}
          name="time"
          type="time"
          required
          value={form.time}
          onChange={(time) => update('time', time)}
          errorKey={errors.time}
        />
        <TextField
          label={t`Done by`}
          name="performedBy"
          required
          value={form.performedBy}
          onChange={(performedBy) => update('performedBy', performedBy)}
          errorKey={errors.performedBy}
        />
        <TextField
          label={t`Remark`}
          name="remark"
          value={form.remark}
          onChange={(remark) => update('remark', remark)}
          errorKey={errors.remark}
        />
        {takesUsageLimitDate(form.kind) && (
          <TextField
            label={t`Usage limit date`}
            name="usageLimitDate"
            type="date"
            required={form.kind === 'usage_limit_set'}
            value={form.usageLimitDate}
            onChange={(usageLimitDate) => update('usageLimitDate', usageLimitDate)}
            errorKey={errors.usageLimitDate}
          />
        )}
        <button type="submit" className="button button--primary" disabled={record.isPending}>
          <Trans>Record</Trans>
        </button>
      </Form>
      <h3 className="maintenance-log__title">
        <Trans>Maintenance log</Trans>
      </h3>
      {log.isError ? (
        <p role="alert">
          <Trans>The maintenance log could not be loaded.</Trans>
        </p>
      ) : (
        log.data && <MaintenanceLog entries={log.data.docs} />
      )}
    </SidePanel>
  );
}
