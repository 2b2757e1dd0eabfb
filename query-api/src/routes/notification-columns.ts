import { toDottedDate, type NotificationDocument, type NotificationLevel, type NotificationType } from '@fleetcheck/contracts';
import { businessDay } from '@fleetcheck/domain/calendar/business-day';
import type { CsvColumn } from '../http/csv';
import { labelled } from './check-record-columns';

type Language = 'ja' | 'en';

/**
 * The words beside each notification code in the export (issue 18 item 12). The levels read as the web app shows
 * them in both languages: alert 警告 / Warning, warning 注意 / Caution, info お知らせ / Notice.
 */
const NOTIFICATION_LABELS: Readonly<Record<NotificationType | NotificationLevel, { ja: string; en: string }>> = {
  LICENSE_EXPIRING: { ja: '免許証の有効期限が近い', en: 'Licence expiring' },
  LICENSE_EXPIRED: { ja: '免許証の有効期限切れ', en: 'Licence expired' },
  INSPECTION_EXPIRING: { ja: '車検の期限が近い', en: 'Inspection expiring' },
  INSPECTION_EXPIRED: { ja: '車検の期限切れ', en: 'Inspection expired' },
  INSURANCE_EXPIRING: { ja: '保険の期限が近い', en: 'Insurance expiring' },
  INSURANCE_EXPIRED: { ja: '保険の期限切れ', en: 'Insurance expired' },
  DEVICE_USAGE_NEAR: { ja: '検知器の使用期限が近い', en: 'Detector usage limit near' },
  DEVICE_USAGE_EXCEEDED: { ja: '検知器の使用期限切れ', en: 'Detector past its usage limit' },
  DEVICE_MAINTENANCE_REQUIRED: { ja: '検知器の点検が必要', en: 'Detector maintenance required' },
  ALCOHOL_TEST_FAILED: { ja: 'アルコール検査不合格', en: 'Alcohol test failed' },
  SUBSCRIPTION_PAYMENT_FAILED: { ja: '利用料金の決済失敗', en: 'Subscription payment failed' },
  CHECK_MISSING: { ja: 'アルコール確認の未実施', en: 'Alcohol check missing' },
  VEHICLE_INSPECTION_ABNORMAL: { ja: '日常点検で異常あり', en: 'Daily inspection found a fault' },
  POSITIVE_CONFIRMED_BY_ASSISTANT: { ja: '補助者が酒気帯びを確認', en: 'Alcohol detected, confirmed by an assistant' },
  alert: { ja: '警告', en: 'Warning' },
  warning: { ja: '注意', en: 'Caution' },
  info: { ja: 'お知らせ', en: 'Notice' },
};

/** The notification export's columns: type and level as 'code (label)' in the request's language. */
export function notificationColumns(language: Language): CsvColumn<NotificationDocument>[] {
  return [
    { header: { ja: '日付', en: 'Date' }, value: (n) => toDottedDate(businessDay(n.createdAt)) },
    { header: { ja: '種類', en: 'Type' }, value: (n) => labelled(n.type, language, NOTIFICATION_LABELS) },
    { header: { ja: 'レベル', en: 'Level' }, value: (n) => labelled(n.level, language, NOTIFICATION_LABELS) },
    { header: { ja: '運転者', en: 'Driver' }, value: (n) => (n.driver ? `${n.driver.lastName} ${n.driver.firstName}` : '') },
    { header: { ja: '車両番号', en: 'Car number' }, value: (n) => n.car?.number ?? '' },
    { header: { ja: '機器シリアル', en: 'Device serial' }, value: (n) => n.device?.serialNo ?? '' },
    { header: { ja: '測定値 (mg/l)', en: 'Result (mg/l)' }, value: (n) => (n.testResult === null ? '' : n.testResult.toFixed(3)) },
  ];
}
