import { toDottedDate, type InspectedItem } from '@fleetcheck/contracts';
import { inspectedItemLabel } from '@fleetcheck/domain/vehicle-inspection/checklist';
import { bilingualMail, type Mail } from './bilingual-mail';

export interface VehicleInspectionFacts {
  carNumber: string | null;
  inspectorName: string | null;
  /** The Japan-time day 'YYYY-MM-DD'. */
  date: string;
  items: readonly InspectedItem[];
}

/** A daily inspection found abnormal items (道路運送車両法 第47条の2): to the vehicle's office's managers, in both languages. */
export function vehicleInspectionMail(facts: VehicleInspectionFacts): Mail {
  const day = toDottedDate(facts.date);
  const car = facts.carNumber ?? '-';
  const inspector = facts.inspectorName ?? '-';
  const lines = (language: 'ja' | 'en') =>
    facts.items.map((item) => `- ${inspectedItemLabel(item, language)}${item.note ? `: ${item.note}` : ''}`);
  const ja = [
    '日常点検で異常のある項目が記録されました。',
    `車両: ${car}`,
    `点検日: ${day}`,
    `点検者: ${inspector}`,
    '異常のある項目:',
    ...lines('ja'),
    '整備が済むまでこの車両を運行させないでください。整備後、車両の日常点検画面で異常を解除してください。',
  ];
  const en = [
    'A daily vehicle inspection recorded an abnormal item.',
    `Vehicle: ${car}`,
    `Date: ${day}`,
    `Inspected by: ${inspector}`,
    'Abnormal items:',
    ...lines('en'),
    "Do not let the vehicle be driven until it is repaired. Then clear the fault on the vehicle's daily inspection panel.",
  ];
  return bilingualMail('【FleetCheck】日常点検で異常あり / Daily inspection found a fault', ja, en);
}
