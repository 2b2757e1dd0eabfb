import type { InspectionSchedule } from '@fleetcheck/contracts';

/**
 * Which statutory list a vehicle follows, read from its type as typed on the car form: trucks, vans, buses,
 * taxis and other freight or business vehicles follow 別表第一 (inspected every day before driving); every
 * other vehicle is taken as a private passenger car (別表第二). A van (バン) is a freight vehicle in Japan
 * (4ナンバー). The car form has no registration class of its own, so the type's words decide.
 */
const BUSINESS_TYPE =
  /truck|lorry|van|bus|taxi|freight|cargo|dump|trailer|tractor|トラック|貨物|バン|バス|タクシー|ダンプ|トレーラ|事業用|営業/i;

export function inspectionScheduleFor(carType: string): InspectionSchedule {
  return BUSINESS_TYPE.test(carType) ? 'business' : 'private';
}
