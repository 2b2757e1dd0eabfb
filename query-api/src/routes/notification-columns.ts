import {
  NOTIFICATION_LEVEL_WORDS,
  NOTIFICATION_TYPE_WORDS,
  toDottedDate,
  type Language,
  type NotificationDocument,
} from '@fleetcheck/contracts';
import { businessDay } from '@fleetcheck/domain/calendar/business-day';
import type { CsvColumn } from '../http/csv';

/** A code column for machines, after the words (as the record book's CSV has them): named alike in both languages. */
const code = (key: 'type' | 'level'): CsvColumn<NotificationDocument> => ({
  header: { ja: `${key} (code)`, en: `${key} (code)` },
  value: (n) => n[key],
});

/**
 * The notification export's columns (issue 33 item 3): type and level in words of the request's language, from
 * the vocabulary the dashboard shows (contracts' notification words), never codes; the codes follow at the end.
 */
export function notificationColumns(language: Language): CsvColumn<NotificationDocument>[] {
  return [
    { header: { ja: '日付', en: 'Date' }, value: (n) => toDottedDate(businessDay(n.createdAt)) },
    { header: { ja: '種類', en: 'Type' }, value: (n) => NOTIFICATION_TYPE_WORDS[n.type][language] },
    { header: { ja: 'レベル', en: 'Level' }, value: (n) => NOTIFICATION_LEVEL_WORDS[n.level][language] },
    { header: { ja: '運転者', en: 'Driver' }, value: (n) => (n.driver ? `${n.driver.lastName} ${n.driver.firstName}` : '') },
    { header: { ja: '車両番号', en: 'Car number' }, value: (n) => n.car?.number ?? '' },
    { header: { ja: '機器シリアル', en: 'Device serial' }, value: (n) => n.device?.serialNo ?? '' },
    { header: { ja: '測定値 (mg/l)', en: 'Result (mg/l)' }, value: (n) => (n.testResult === null ? '' : n.testResult.toFixed(3)) },
    code('type'),
    code('level'),
  ];
}
