import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import {
  ACTIONS_TAKEN,
  CHECK_METHODS,
  CHECK_TYPES,
  REMOTE_METHODS,
  companyDeviceListResponseSchema,
  deviceLookupResponseSchema,
  driverLookupResponseSchema,
  managerLookupResponseSchema,
  type manualTestBodySchema,
  type TestResultDetail,
} from '@fleetcheck/contracts';
import type { z } from 'zod';
import type { I18n } from '@lingui/core';
import { ApiError } from '../../../api/apiError';
import { errorDescriptor } from '../../../i18n/errorMessages';
import { useServices } from '../../../session/ServicesContext';
import { rentedDetectorsKey } from '../../devices/components/RentedDetectors';
import { useCarOptions } from '../../shared/hooks/lookups';
import { lookupQuery } from '../../shared/api/resourceApi';
import { useRecordLabels } from '../model/recordLabels';

/** The items a check by hand and a correction share, as typed: strings, blank for none; the body is built on submit. */
export interface RecordItems {
  driver: string;
  vehicle: string;
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
  /** What was done about a positive result (a code of ACTIONS_TAKEN, blank for nothing) and, for other, in words. */
  actionKind: string;
  actionText: string;
  /** Why the record names no vehicle (an explicit "no vehicle": the vehicle left blank). */
  noVehicleReason: string;
  lateEntryReason: string;
  notes: string;
}

export const blankRecordItems = (): RecordItems => ({
  driver: '',
  vehicle: '',
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
  actionKind: '',
  actionText: '',
  noVehicleReason: '',
  lateEntryReason: '',
  notes: '',
});

/** A record's items as the form shows them (a correction starts from what the record says). */
export const recordItemsOf = (record: TestResultDetail): RecordItems => ({
  driver: record.driver ?? '',
  vehicle: record.vehicle ?? '',
  checkType: record.checkType,
  method: record.method,
  remoteMethod: record.remoteMethod ?? '',
  checker: record.checker?.managerId ?? '',
  detector: record.detector?.deviceId ?? '',
  noDetectorReason: record.noDetectorReason ?? '',
  faceColour: record.visualCheck?.faceColour ?? '',
  breathSmell: record.visualCheck?.breathSmell ?? '',
  voice: record.visualCheck?.voice ?? '',
  remark: record.visualCheck?.remark ?? '',
  instructions: record.instructions ?? '',
  actionKind: record.actionTaken?.kind ?? '',
  actionText: record.actionTaken?.text ?? '',
  noVehicleReason: record.noVehicleReason ?? '',
  lateEntryReason: record.lateEntryReason ?? '',
  notes: record.notes ?? '',
});

/** What a check by hand states besides its time and result, as the API takes it (contracts' body, as typed). */
export type RecordItemsBody = Omit<z.input<typeof manualTestBodySchema>, 'time' | 'result'>;

/** The items as the API takes them: blanks as null, the remote means only when remote, the visual check only when looked at. */
export function recordItemsBody(items: RecordItems): RecordItemsBody {
  const looked = items.faceColour || items.breathSmell || items.voice;
  return {
    driver: items.driver,
    vehicle: items.vehicle || null,
    checkType: items.checkType as RecordItemsBody['checkType'],
    method: items.method as RecordItemsBody['method'],
    remoteMethod: items.method === 'remote' ? ((items.remoteMethod || null) as RecordItemsBody['remoteMethod']) : null,
    checker: items.checker || null,
    detector: items.detector || null,
    noDetectorReason: items.detector ? null : items.noDetectorReason || null,
    visualCheck: looked
      ? ({
          faceColour: items.faceColour,
          breathSmell: items.breathSmell,
          voice: items.voice,
          remark: items.remark || null,
        } as RecordItemsBody['visualCheck'])
      : null,
    instructions: items.instructions || null,
    actionTaken: items.actionKind
      ? {
          kind: items.actionKind as NonNullable<RecordItemsBody['actionTaken']>['kind'],
          text: items.actionKind === 'other_action' ? items.actionText || null : null,
        }
      : null,
    noVehicleReason: items.vehicle ? null : items.noVehicleReason || null,
    lateEntryReason: items.lateEntryReason || null,
    notes: items.notes || null,
  };
}

/** The message of the first refused field under one of `paths` (a path or its children), translated. */
export function fieldErrorOf(error: unknown, i18n: I18n) {
  const refused = error instanceof ApiError ? error : undefined;
  return (...paths: string[]): string | undefined => {
    const found = refused?.fields.find((field) => paths.some((path) => field.path === path || field.path.startsWith(`${path}.`)));
    return found ? i18n._(errorDescriptor(found.key)) : undefined;
  };
}

/** A refusal that names no field, said above the form. */
export function FormError({ error }: { readonly error: unknown }) {
  const { i18n } = useLingui();
  if (!(error instanceof ApiError) || error.fields.length > 0) return null;
  return (
    <p className="field__error" role="alert">
      {i18n._(errorDescriptor(error.key))}
    </p>
  );
}

/** A labelled field with the server's message for it. */
export function RecordField({
  label,
  message,
  children,
}: {
  readonly label: string;
  readonly message?: string;
  readonly children: ReactNode;
}) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      {children}
      {message && <span className="field__error">{message}</span>}
    </label>
  );
}

interface Option {
  value: string;
  label: string;
}

/** The options, with the record's current value kept even when it has left the list (a removed driver, a returned detector). */
const keeping = (options: readonly Option[], current: Option | undefined): readonly Option[] =>
  current && current.value && !options.some((option) => option.value === current.value) ? [current, ...options] : options;

/** Every detector the company may name: its own list and the ones it rents, by serial number. */
export function useDetectorOptions(): readonly Option[] {
  const { api } = useServices();
  const listed = useQuery(lookupQuery(api, '/device', deviceLookupResponseSchema)).data?.docs ?? [];
  const rented =
    useQuery({ queryKey: rentedDetectorsKey, queryFn: () => api.get('/device/rented', { schema: companyDeviceListResponseSchema }) }).data
      ?.data ?? [];
  return [
    // A detector out of service takes no record: it is not offered (the server refuses it anyway, naming why).
    ...listed.filter((device) => !device.outOfService).map((device) => ({ value: device.id, label: device.serialNo })),
    ...rented
      .filter((device) => !device.outOfService && !listed.some((own) => own.id === device._id))
      .map((device) => ({ value: device._id, label: device.serialNo })),
  ].sort((a, b) => a.label.localeCompare(b.label));
}

/**
 * The items of 道路交通法施行規則 第9条の10 that a check by hand and a correction share (issue 15 items 1 and 4):
 * driver, vehicle, check type, method and remote means, checker, detector or why none, the visual check,
 * instructions and other notes. `reading` (the time and the result of a new check) goes after the vehicle.
 */
export function RecordItemFields({
  items,
  onChange,
  error,
  record,
  reading,
  late = false,
}: {
  readonly items: RecordItems;
  readonly onChange: (items: RecordItems) => void;
  /** The last refusal of the server, its fields said beside them. */
  readonly error: unknown;
  /** The record being corrected: its current driver, vehicle, checker and detector stay choosable. */
  readonly record?: TestResultDetail;
  readonly reading?: ReactNode;
  /** The check was more than 24 hours before its entry: the late-entry reason is asked for. */
  readonly late?: boolean;
}) {
  const { t, i18n } = useLingui();
  const { api } = useServices();
  const labels = useRecordLabels();
  const fieldError = fieldErrorOf(error, i18n);
  const drivers = useQuery(lookupQuery(api, '/driver', driverLookupResponseSchema)).data?.docs ?? [];
  const managers = useQuery(lookupQuery(api, '/manager', managerLookupResponseSchema)).data?.docs ?? [];
  const cars = useCarOptions();
  const detectors = useDetectorOptions();

  const set = (name: keyof RecordItems) => (event: { target: { value: string } }) => onChange({ ...items, [name]: event.target.value });
  const field = (label: string, name: keyof RecordItems, input: ReactNode, paths: string[] = [name]) => (
    <RecordField label={label} message={fieldError(...paths)}>
      {input}
    </RecordField>
  );
  const select = (name: keyof RecordItems, options: readonly Option[], blank?: string, paths: string[] = [name]) => (
    <select className="field__input" value={items[name]} onChange={set(name)} aria-invalid={fieldError(...paths) ? true : undefined}>
      {blank !== undefined && <option value="">{blank}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
  const text = (name: keyof RecordItems, rows = 3) => (
    <textarea className="field__input" value={items[name]} maxLength={1000} rows={rows} onChange={set(name)} />
  );
  const outcomes = [
    { value: 'normal', label: labels.outcome('normal') },
    { value: 'not_normal', label: labels.outcome('not_normal') },
  ];
  const current = (value: string | null | undefined, label: string | null | undefined) =>
    record && value ? { value, label: label || value } : undefined;

  return (
    <>
      {field(
        t`Driver`,
        'driver',
        select(
          'driver',
          keeping(
            drivers.map((d) => ({ value: d.id, label: `${d.lastName} ${d.firstName}` })),
            current(record?.driver, `${record?.lastName ?? ''} ${record?.firstName ?? ''}`.trim()),
          ),
          t`Choose`,
        ),
      )}
      {field(
        t`Vehicle`,
        'vehicle',
        select(
          'vehicle',
          keeping(
            cars.map((car) => ({ value: String(car.value), label: car.label })),
            current(record?.vehicle, [record?.carNumber, record?.carModel].filter(Boolean).join(' ')),
          ),
          t`No vehicle`,
        ),
      )}
      {!items.vehicle && field(labels.field('noVehicleReason'), 'noVehicleReason', text('noVehicleReason', 2))}
      {reading}
      {late && field(labels.field('lateEntryReason'), 'lateEntryReason', text('lateEntryReason', 2))}
      {field(
        labels.field('checkType'),
        'checkType',
        select(
          'checkType',
          CHECK_TYPES.map((value) => ({ value, label: labels.checkType(value) })),
        ),
      )}
      {field(
        labels.field('method'),
        'method',
        select(
          'method',
          CHECK_METHODS.map((value) => ({ value, label: labels.method(value) })),
        ),
      )}
      {items.method === 'remote' &&
        field(
          labels.field('remoteMethod'),
          'remoteMethod',
          select(
            'remoteMethod',
            REMOTE_METHODS.map((value) => ({ value, label: labels.remoteMethod(value) })),
            t`Choose`,
          ),
        )}
      {field(
        labels.field('checker'),
        'checker',
        select(
          'checker',
          keeping(
            managers.map((m) => ({ value: m.id, label: `${m.lastName} ${m.firstName}` })),
            current(record?.checker?.managerId, record?.checker?.name),
          ),
          t`Choose`,
        ),
      )}
      {field(
        t`Detector`,
        'detector',
        select('detector', keeping(detectors, current(record?.detector?.deviceId, record?.detector?.serialNo)), t`None`),
      )}
      {!items.detector && field(labels.field('noDetectorReason'), 'noDetectorReason', text('noDetectorReason', 2))}
      <fieldset className="field">
        <legend className="field__label">{labels.field('visualCheck')}</legend>
        {field(t`Face colour`, 'faceColour', select('faceColour', outcomes, t`Not checked`, ['visualCheck.faceColour']), [
          'visualCheck.faceColour',
        ])}
        {field(t`Breath smell`, 'breathSmell', select('breathSmell', outcomes, t`Not checked`, ['visualCheck.breathSmell']), [
          'visualCheck.breathSmell',
        ])}
        {field(t`Voice`, 'voice', select('voice', outcomes, t`Not checked`, ['visualCheck.voice']), ['visualCheck.voice'])}
        {field(t`Remark`, 'remark', text('remark', 2), ['visualCheck.remark'])}
      </fieldset>
      {field(labels.field('instructions'), 'instructions', text('instructions'))}
      {field(
        labels.field('actionTaken'),
        'actionKind',
        select(
          'actionKind',
          ACTIONS_TAKEN.map((value) => ({ value, label: labels.action(value) })),
          t`None`,
          ['actionTaken'],
        ),
        ['actionTaken'],
      )}
      {items.actionKind === 'other_action' && field(t`What was done`, 'actionText', text('actionText', 2), ['actionTaken.text'])}
      {field(labels.field('notes'), 'notes', text('notes'))}
    </>
  );
}
