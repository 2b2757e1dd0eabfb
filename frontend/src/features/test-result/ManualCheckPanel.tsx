import { useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  CHECK_METHODS,
  CHECK_TYPES,
  REMOTE_METHODS,
  commandAcceptedSchema,
  companyDeviceListResponseSchema,
  driverLookupResponseSchema,
  managerLookupResponseSchema,
} from '@fleetcheck/contracts';
import { businessDateTime, businessInstant } from '@fleetcheck/domain/calendar/business-day';
import { ApiError } from '../../api/apiError';
import { SidePanel } from '../../components/overlay/SidePanel';
import { useCurrentPanelId, usePanels } from '../../components/overlay/PanelStack';
import { errorDescriptor } from '../../i18n/errorMessages';
import { useServices } from '../../session/ServicesContext';
import { rentedDetectorsKey } from '../devices/RentedDetectors';
import { useCarOptions } from '../shared/lookups';
import { lookupQuery } from '../shared/resourceApi';
import { useRecordLabels } from './recordLabels';

/** What the form holds: strings as typed; the body is built on submit. */
interface ManualCheck {
  driver: string;
  vehicle: string;
  /** Japan's wall clock: 'YYYY-MM-DDTHH:mm'. */
  time: string;
  result: string;
  checkType: string;
  method: string;
  remoteMethod: string;
  checker: string;
  detector: string;
  noDetectorReason: string;
  faceColour: string;
  breathSmell: string;
  voice: string;
  remark: string;
  instructions: string;
  notes: string;
}

const blankCheck = (): ManualCheck => ({
  driver: '',
  vehicle: '',
  time: businessDateTime(new Date()).dateTime,
  result: '0.000',
  checkType: 'before_driving',
  method: 'face_to_face',
  remoteMethod: '',
  checker: '',
  detector: '',
  noDetectorReason: '',
  faceColour: '',
  breathSmell: '',
  voice: '',
  remark: '',
  instructions: '',
  notes: '',
});

/** POST /test-result's body: Japan's wall clock as an instant, blanks as null, the visual check only when looked at. */
function bodyOf(check: ManualCheck) {
  const [day = '', time = ''] = check.time.split('T');
  const looked = check.faceColour || check.breathSmell || check.voice;
  return {
    driver: check.driver,
    vehicle: check.vehicle || null,
    time: check.time ? businessInstant(day, time) : '',
    result: Number(check.result),
    checkType: check.checkType,
    method: check.method,
    remoteMethod: check.method === 'remote' ? check.remoteMethod || null : null,
    checker: check.checker || null,
    detector: check.detector || null,
    noDetectorReason: check.detector ? null : check.noDetectorReason || null,
    visualCheck: looked
      ? { faceColour: check.faceColour, breathSmell: check.breathSmell, voice: check.voice, remark: check.remark || null }
      : null,
    instructions: check.instructions || null,
    notes: check.notes || null,
  };
}

/**
 * A check recorded by hand (issue 15 item 4), as the law allows when no detector is connected: every item of
 * 道路交通法施行規則 第9条の10, refused fields named as the API names them.
 */
export function ManualCheckPanel() {
  const { t, i18n } = useLingui();
  const { api } = useServices();
  const labels = useRecordLabels();
  const panels = usePanels();
  const panelId = useCurrentPanelId();
  const queryClient = useQueryClient();
  const [check, setCheck] = useState<ManualCheck>(blankCheck);
  const drivers = useQuery(lookupQuery(api, '/driver', driverLookupResponseSchema)).data?.docs ?? [];
  const managers = useQuery(lookupQuery(api, '/manager', managerLookupResponseSchema)).data?.docs ?? [];
  const detectors =
    useQuery({ queryKey: rentedDetectorsKey, queryFn: () => api.get('/device/rented', { schema: companyDeviceListResponseSchema }) }).data
      ?.data ?? [];
  const cars = useCarOptions();
  const record = useMutation({
    mutationFn: () => api.post('/test-result', { body: bodyOf(check), schema: commandAcceptedSchema }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['test-result'] });
      await queryClient.invalidateQueries({ queryKey: ['check-board'] });
      panels.close(panelId);
    },
  });
  const error = record.error instanceof ApiError ? record.error : undefined;
  const fieldError = (...paths: string[]) => {
    const found = error?.fields.find((field) => paths.some((path) => field.path === path || field.path.startsWith(`${path}.`)));
    return found ? i18n._(errorDescriptor(found.key)) : undefined;
  };
  const set = (name: keyof ManualCheck) => (event: { target: { value: string } }) => setCheck({ ...check, [name]: event.target.value });
  const field = (label: string, name: keyof ManualCheck, input: ReactNode, paths: string[] = [name]) => {
    const message = fieldError(...paths);
    return (
      <label className="field">
        <span className="field__label">{label}</span>
        {input}
        {message && <span className="field__error">{message}</span>}
      </label>
    );
  };
  const select = (name: keyof ManualCheck, options: readonly { value: string; label: string }[], blank?: string) => (
    <select className="field__input" value={check[name]} onChange={set(name)} aria-invalid={fieldError(name) ? true : undefined}>
      {blank !== undefined && <option value="">{blank}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
  const outcomes = [
    { value: 'normal', label: labels.outcome('normal') },
    { value: 'not_normal', label: labels.outcome('not_normal') },
  ];
  const text = (name: keyof ManualCheck, rows = 3) => (
    <textarea className="field__input" value={check[name]} maxLength={1000} rows={rows} onChange={set(name)} />
  );

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
      <form
        id="manual-check"
        className="panel-form"
        onSubmit={(event) => {
          event.preventDefault();
          record.mutate();
        }}
      >
        {error && error.fields.length === 0 && (
          <p className="field__error" role="alert">
            {i18n._(errorDescriptor(error.key))}
          </p>
        )}
        {field(
          t`Driver`,
          'driver',
          select(
            'driver',
            drivers.map((d) => ({ value: d.id, label: `${d.lastName} ${d.firstName}` })),
            t`Choose`,
          ),
        )}
        {field(
          t`Vehicle`,
          'vehicle',
          select(
            'vehicle',
            cars.map((car) => ({ value: String(car.value), label: car.label })),
            t`None`,
          ),
        )}
        {field(
          t`Date and time of the check`,
          'time',
          <input className="field__input" type="datetime-local" value={check.time} onChange={set('time')} />,
        )}
        {field(
          t`Result (mg/l)`,
          'result',
          <input className="field__input" type="number" min={0} max={10} step={0.001} value={check.result} onChange={set('result')} />,
        )}
        {field(
          t`Check type`,
          'checkType',
          select(
            'checkType',
            CHECK_TYPES.map((value) => ({ value, label: labels.checkType(value) })),
          ),
        )}
        {field(
          t`Method`,
          'method',
          select(
            'method',
            CHECK_METHODS.map((value) => ({ value, label: labels.method(value) })),
          ),
        )}
        {check.method === 'remote' &&
          field(
            t`Remote means`,
            'remoteMethod',
            select(
              'remoteMethod',
              REMOTE_METHODS.map((value) => ({ value, label: labels.remoteMethod(value) })),
              t`Choose`,
            ),
          )}
        {field(
          t`Checker`,
          'checker',
          select(
            'checker',
            managers.map((m) => ({ value: m.id, label: `${m.lastName} ${m.firstName}` })),
            t`Choose`,
          ),
        )}
        {field(
          t`Detector`,
          'detector',
          select(
            'detector',
            detectors.map((d) => ({ value: d._id, label: d.serialNo })),
            t`None`,
          ),
        )}
        {!check.detector && field(t`Why no detector`, 'noDetectorReason', text('noDetectorReason', 2))}
        <fieldset className="field">
          <legend className="field__label">{t`Visual check`}</legend>
          {field(t`Face colour`, 'faceColour', select('faceColour', outcomes, t`Not checked`), ['visualCheck.faceColour'])}
          {field(t`Breath smell`, 'breathSmell', select('breathSmell', outcomes, t`Not checked`), ['visualCheck.breathSmell'])}
          {field(t`Voice`, 'voice', select('voice', outcomes, t`Not checked`), ['visualCheck.voice'])}
          {field(t`Remark`, 'remark', text('remark', 2), ['visualCheck.remark'])}
        </fieldset>
        {field(t`Instructions`, 'instructions', text('instructions'))}
        {field(t`Other notes`, 'notes', text('notes'))}
      </form>
    </SidePanel>
  );
}
