import type { Words } from '../check-record/vocabulary';

/**
 * The two daily inspection schedules of 自動車点検基準 (道路運送車両法 第47条の2): 別表第一 for 事業用自動車 and
 * 自家用貨物自動車 (trucks, vans, buses: inspected every day before driving), 別表第二 for 自家用乗用自動車 (the
 * fifteen items MLIT lists for a private passenger car). Which schedule a vehicle follows is the domain's rule
 * (domain/vehicle-inspection/schedule).
 */
export const INSPECTION_SCHEDULES = ['business', 'private'] as const;
export type InspectionSchedule = (typeof INSPECTION_SCHEDULES)[number];

export const inspectionScheduleWords = {
  business: {
    ja: '事業用自動車・自家用貨物自動車等（自動車点検基準 別表第一）',
    en: 'Business and freight vehicles (Inspection Standards, Table 1)',
  },
  private: { ja: '自家用乗用自動車等（自動車点検基準 別表第二）', en: 'Private passenger vehicles (Inspection Standards, Table 2)' },
} as const satisfies Record<InspectionSchedule, Words>;

interface StatutoryItem {
  readonly group: Words;
  readonly label: Words;
  readonly schedules: readonly InspectionSchedule[];
  /** Only some vehicles have the part (air brakes; the wheel rule of vehicles of 8 t or 30 seats and more): it may be not applicable. */
  readonly whenFitted?: true;
}

const both = ['business', 'private'] as const;
const businessOnly = ['business'] as const;
const brake = { ja: 'ブレーキ', en: 'Brakes' };
const tyre = { ja: 'タイヤ', en: 'Tyres' };
const engine = { ja: '原動機', en: 'Engine' };
const washer = { ja: 'ウインド・ウォッシャ及びワイパー', en: 'Washer and wipers' };

/** The statutory items, in the order of the official lists. Ids are stored on events: never rename one. */
export const STATUTORY_INSPECTION_ITEMS = {
  brake_pedal: {
    group: brake,
    label: {
      ja: 'ブレーキ・ペダルの踏みしろが適当で、ブレーキのききが十分であること',
      en: 'Brake pedal travel is right and the brakes work well',
    },
    schedules: both,
  },
  brake_fluid: { group: brake, label: { ja: 'ブレーキの液量が適当であること', en: 'Brake fluid level is right' }, schedules: both },
  air_pressure: {
    group: brake,
    label: { ja: '空気圧力の上がり具合が不良でないこと', en: 'Air brake pressure builds up normally' },
    schedules: businessOnly,
    whenFitted: true,
  },
  brake_valve_exhaust: {
    group: brake,
    label: {
      ja: 'ブレーキ・ペダルを踏み込んで放した場合にブレーキ・バルブからの排気音が正常であること',
      en: 'The brake valve exhausts normally when the pedal is pressed and released',
    },
    schedules: businessOnly,
    whenFitted: true,
  },
  parking_brake: {
    group: brake,
    label: { ja: '駐車ブレーキ・レバーの引きしろが適当であること', en: 'Parking brake lever travel is right' },
    schedules: both,
  },
  tyre_pressure: { group: tyre, label: { ja: 'タイヤの空気圧が適当であること', en: 'Tyre pressure is right' }, schedules: both },
  tyre_damage: { group: tyre, label: { ja: 'タイヤに亀裂及び損傷がないこと', en: 'No cracks or damage on the tyres' }, schedules: both },
  tyre_wear: { group: tyre, label: { ja: 'タイヤに異状な摩耗がないこと', en: 'No abnormal tyre wear' }, schedules: businessOnly },
  tyre_tread: { group: tyre, label: { ja: 'タイヤの溝の深さが十分であること', en: 'Tyre tread is deep enough' }, schedules: both },
  wheel_mounting: {
    group: tyre,
    label: { ja: 'ディスク・ホイールの取付状態が不良でないこと', en: 'Disc wheels are mounted soundly' },
    schedules: businessOnly,
    whenFitted: true,
  },
  battery_fluid: {
    group: { ja: 'バッテリ', en: 'Battery' },
    label: { ja: 'バッテリの液量が適当であること', en: 'Battery fluid level is right' },
    schedules: both,
  },
  coolant: { group: engine, label: { ja: '冷却水の量が適当であること', en: 'Coolant level is right' }, schedules: both },
  fan_belt: {
    group: engine,
    label: {
      ja: 'ファン・ベルトの張り具合が適当であり、かつ、ファン・ベルトに損傷がないこと',
      en: 'Fan belt tension is right and the belt is undamaged',
    },
    schedules: businessOnly,
  },
  engine_oil: { group: engine, label: { ja: 'エンジン・オイルの量が適当であること', en: 'Engine oil level is right' }, schedules: both },
  engine_start: {
    group: engine,
    label: { ja: '原動機のかかり具合が不良でなく、かつ、異音がないこと', en: 'The engine starts well and makes no abnormal noise' },
    schedules: both,
  },
  engine_response: {
    group: engine,
    label: { ja: '低速及び加速の状態が適当であること', en: 'Idling and acceleration are right' },
    schedules: both,
  },
  lights: {
    group: { ja: '灯火装置及び方向指示器', en: 'Lights and indicators' },
    label: {
      ja: '灯火装置及び方向指示器の点灯又は点滅具合が不良でなく、かつ、汚れ及び損傷がないこと',
      en: 'Lights and indicators light or flash properly and are clean and undamaged',
    },
    schedules: both,
  },
  washer_fluid: {
    group: washer,
    label: { ja: 'ウインド・ウォッシャの液量が適当であること', en: 'Washer fluid level is right' },
    schedules: both,
  },
  washer_spray: {
    group: washer,
    label: { ja: 'ウインド・ウォッシャの噴射状態が不良でないこと', en: 'The washer sprays properly' },
    schedules: both,
  },
  wipers: { group: washer, label: { ja: 'ワイパーの払拭状態が不良でないこと', en: 'The wipers wipe cleanly' }, schedules: both },
  air_tank: {
    group: { ja: 'エア・タンク', en: 'Air tank' },
    label: { ja: 'エア・タンクに凝水がないこと', en: 'No condensed water in the air tank' },
    schedules: businessOnly,
    whenFitted: true,
  },
  earlier_defects: {
    group: { ja: '運行において異状が認められた箇所', en: 'Faults found while driving' },
    label: { ja: '当該箇所に異状がないこと', en: 'The places found faulty while driving are now sound' },
    schedules: businessOnly,
  },
} as const satisfies Record<string, StatutoryItem>;

export type StatutoryItemId = keyof typeof STATUTORY_INSPECTION_ITEMS;
export const STATUTORY_ITEM_IDS = Object.keys(STATUTORY_INSPECTION_ITEMS) as [StatutoryItemId, ...StatutoryItemId[]];

export const statutoryItem = (id: string): StatutoryItem | undefined => (STATUTORY_INSPECTION_ITEMS as Record<string, StatutoryItem>)[id];

/** What the inspector found on one item; 'not_applicable' only on an item the vehicle may not have. */
export const INSPECTION_RESULTS = ['ok', 'abnormal', 'not_applicable'] as const;
export type InspectionResult = (typeof INSPECTION_RESULTS)[number];

export const inspectionResultWords = {
  ok: { ja: '良', en: 'OK' },
  abnormal: { ja: '否（異常あり）', en: 'Abnormal' },
  not_applicable: { ja: '該当なし', en: 'Not fitted' },
} as const satisfies Record<InspectionResult, Words>;

/** A company may keep up to this many items of its own beside the statutory ones. */
export const COMPANY_INSPECTION_ITEMS_MAX = 30;
