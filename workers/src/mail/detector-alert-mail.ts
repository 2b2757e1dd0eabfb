import { toDottedDate, toShortTime, type DeviceAlertReason } from '@fleetcheck/contracts';
import { bilingualMail, type Mail } from './bilingual-mail';

export interface DetectorAlertFacts {
  serialNo: string;
  companyName: string;
  reason: DeviceAlertReason | null;
  /** 'YYYY-MM-DDTHH:mm' in the business time zone. */
  localRaisedAt: string;
}

/** What the detector needs, per alert reason (null: raised before reasons were kept). */
const needs: Record<DeviceAlertReason | 'none', { ja: string; en: string }> = {
  daily_check: { ja: '日常点検（電源・損傷の確認）が行われていません。', en: 'Its daily check (powers on, no damage) is overdue.' },
  weekly_check: {
    ja: '週次点検（酒気なしで0・洗口液で反応あり）が行われていません。',
    en: 'Its weekly check (sober 0, positive after mouthwash) is overdue.',
  },
  calibration: { ja: '校正の時期です。', en: 'It is due for calibration.' },
  sensor_life: {
    ja: 'センサーの寿命（使用回数または使用日数）の上限に近いか、達しています。センサーを交換してください。',
    en: 'Its sensor is near or at the end of its life (tests or days). Replace the sensor.',
  },
  usage_limit: {
    ja: '使用期限を過ぎています。本体またはセンサーを交換してください。',
    en: 'It has passed its usage limit date. Replace it or its sensor.',
  },
  idle: { ja: '数日間測定がありません。正常に動作するか確認してください。', en: 'It has sent no test for days. Check that it works.' },
  check_failed: {
    ja: '点検または校正で不良が見つかり、使用停止中です。合格する点検または校正を記録するまで測定結果は受け付けられません。',
    en: 'A check or calibration found a fault: it is out of service, and its tests are refused until a check or calibration passes.',
  },
  none: { ja: 'メンテナンスが必要です。', en: 'It needs maintenance.' },
};

/** A rented detector needs the platform's attention: to its staff, in both languages. */
export function detectorAlertMail(facts: DetectorAlertFacts): Mail {
  const need = needs[facts.reason ?? 'none'];
  const when = `${toDottedDate(facts.localRaisedAt.slice(0, 10))} ${toShortTime(facts.localRaisedAt)}`;
  const ja = [
    `貸出中の検知器 ${facts.serialNo}（${facts.companyName}）: ${need.ja}`,
    `日時: ${when}`,
    '管理画面の機器一覧で保守記録を確認してください。',
  ];
  const en = [
    `Rented detector ${facts.serialNo} (${facts.companyName}): ${need.en}`,
    `Time: ${when}`,
    'Check its maintenance log on the admin devices page.',
  ];
  return bilingualMail(`【FleetCheck】検知器の保守 / Detector ${facts.serialNo} needs attention`, ja, en);
}
