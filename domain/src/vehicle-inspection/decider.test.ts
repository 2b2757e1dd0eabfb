import type { InspectionAnswer, VehicleInspectionEvent } from '@fleetcheck/contracts';
import { describe, expect, it } from 'vitest';
import { spec } from '../../test/support/decider-spec';
import { DomainError } from '../shared/domain-error';
import { checklistFor } from './checklist';
import { vehicleInspectionDecider } from './decider';
import { inspectionScheduleFor } from './schedule';

const companyItems = [{ itemId: 'own1', label: '荷台の固定' }];
const checklist = checklistFor('private', companyItems);
const allOk: InspectionAnswer[] = checklist.map((item) => ({ itemId: item.itemId, result: 'ok', note: '' }));
const withAbnormalTyre = allOk.map((answer) =>
  answer.itemId === 'tyre_damage' ? { ...answer, result: 'abnormal' as const, note: '左前輪に亀裂' } : answer,
);
const facts = {
  inspectionId: 'k1-2026-11-29',
  companyId: 'c1',
  carId: 'k1',
  officeId: 'o1',
  date: '2026-11-29',
  schedule: 'private' as const,
  inspectedAt: '2026-11-28T23:10:00.000Z',
  inspectorId: 'd1',
  inspectorRole: 'driver' as const,
};
const record = (answers: InspectionAnswer[]) => ({ type: 'RecordVehicleInspection' as const, data: { ...facts, checklist, answers } });
const items = (answers: InspectionAnswer[]) =>
  checklist.map((item, index) => ({
    itemId: item.itemId,
    source: item.source,
    label: item.label,
    result: answers[index]!.result,
    note: answers[index]!.note,
  }));
const recordedOk: VehicleInspectionEvent = { type: 'VehicleInspectionRecorded', data: { ...facts, items: items(allOk) } };
const recordedAbnormal: VehicleInspectionEvent = { type: 'VehicleInspectionRecorded', data: { ...facts, items: items(withAbnormalTyre) } };
const clear = {
  type: 'ClearInspectionDefect' as const,
  data: { actingCompanyId: 'c1', clearedBy: 'm1', clearedAt: '2026-11-29T02:00:00.000Z', note: 'タイヤ交換済み' },
};
const cleared: VehicleInspectionEvent = {
  type: 'VehicleInspectionDefectCleared',
  data: {
    inspectionId: 'k1-2026-11-29',
    companyId: 'c1',
    carId: 'k1',
    date: '2026-11-29',
    clearedAt: '2026-11-29T02:00:00.000Z',
    clearedBy: 'm1',
    note: 'タイヤ交換済み',
  },
};
const inspection = spec(vehicleInspectionDecider);

function fieldsOf(run: () => unknown): { key: string; fields: readonly { path: string; key: string }[] } {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return { key: error.key, fields: error.fields ?? [] };
  }
  throw new Error('no DomainError');
}

describe('Vehicle inspection schedule and checklist', () => {
  it('a truck, a van or a bus follows the business list; a sedan the private one', () => {
    expect(['Truck', '2tトラック', 'Van', 'ハイエースバン', 'マイクロバス'].map(inspectionScheduleFor)).toEqual([
      'business',
      'business',
      'business',
      'business',
      'business',
    ]);
    expect(['Sedan', '軽自動車', 'SUV'].map(inspectionScheduleFor)).toEqual(['private', 'private', 'private']);
  });
  it("the private list is MLIT's fifteen items, then the company's own", () => {
    expect(checklistFor('private', []).map((item) => item.itemId)).toEqual([
      'brake_pedal',
      'brake_fluid',
      'parking_brake',
      'tyre_pressure',
      'tyre_damage',
      'tyre_tread',
      'battery_fluid',
      'coolant',
      'engine_oil',
      'engine_start',
      'engine_response',
      'lights',
      'washer_fluid',
      'washer_spray',
      'wipers',
    ]);
    expect(checklist.at(-1)).toEqual({ itemId: 'own1', source: 'company', label: '荷台の固定', mayBeNotFitted: false });
  });
  it('the business list adds air brakes, wear, wheels, fan belt, air tank and faults found while driving', () => {
    const business = checklistFor('business', []);
    expect(business).toHaveLength(22);
    expect(business.filter((item) => item.mayBeNotFitted).map((item) => item.itemId)).toEqual([
      'air_pressure',
      'brake_valve_exhaust',
      'wheel_mounting',
      'air_tank',
    ]);
  });
});

describe('Vehicle inspection decider', () => {
  it('RecordVehicleInspection records every item OK', () => inspection.given([]).when(record(allOk)).then([recordedOk]));
  it('RecordVehicleInspection records an abnormal item with its note', () =>
    inspection.given([]).when(record(withAbnormalTyre)).then([recordedAbnormal]));
  it('RecordVehicleInspection refuses a second inspection the same day', () =>
    inspection.given([recordedOk]).when(record(allOk)).thenError('Errors.InspectionRecorded'));
  it('RecordVehicleInspection refuses an abnormal item without a note, naming it', () => {
    const answers = withAbnormalTyre.map((answer) => (answer.itemId === 'tyre_damage' ? { ...answer, note: ' ' } : answer));
    expect(fieldsOf(() => vehicleInspectionDecider.decide(record(answers), { status: 'None' }))).toEqual({
      key: 'Errors.InspectionNoteRequired',
      fields: [{ path: 'answers.4.note', key: 'Errors.InspectionNoteRequired' }],
    });
  });
  it('RecordVehicleInspection refuses a missing item, an unknown one and "not fitted" on a part every car has', () => {
    const answers = [...allOk.slice(1), { itemId: 'nitro', result: 'ok' as const, note: '' }].map((answer) =>
      answer.itemId === 'coolant' ? { ...answer, result: 'not_applicable' as const } : answer,
    );
    expect(fieldsOf(() => vehicleInspectionDecider.decide(record(answers), { status: 'None' }))).toEqual({
      key: 'Errors.Invalid',
      fields: [
        { path: 'answers.6.result', key: 'Errors.Invalid' },
        { path: 'answers.15.itemId', key: 'Errors.Invalid' },
        { path: 'items.brake_pedal', key: 'Errors.Required' },
      ],
    });
  });
  it('ClearInspectionDefect clears an abnormal inspection with the note', () =>
    inspection.given([recordedAbnormal]).when(clear).then([cleared]));
  it('ClearInspectionDefect refuses an inspection with nothing abnormal', () =>
    inspection.given([recordedOk]).when(clear).thenError('Errors.NoDefectToClear'));
  it('ClearInspectionDefect refuses a second clearance (the first stays in the history)', () =>
    inspection.given([recordedAbnormal, cleared]).when(clear).thenError('Errors.NoDefectToClear'));
  it('ClearInspectionDefect refuses a blank note', () =>
    inspection
      .given([recordedAbnormal])
      .when({ ...clear, data: { ...clear.data, note: '  ' } })
      .thenError('Errors.Invalid'));
  it("ClearInspectionDefect answers another company's inspection as not found", () =>
    inspection
      .given([recordedAbnormal])
      .when({ ...clear, data: { ...clear.data, actingCompanyId: 'c2' } })
      .thenError('Errors.NotFound'));
  it('ClearInspectionDefect answers a day not inspected as not found', () => inspection.given([]).when(clear).thenError('Errors.NotFound'));
});
