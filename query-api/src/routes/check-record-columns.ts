import { recordBookCsvColumns, toDottedDate, type Language, type RecordBookOptions, type TestResultDocument } from '@fleetcheck/contracts';
import { businessDateTime } from '@fleetcheck/domain/calendar/business-day';
import type { CsvColumn } from '../http/csv';

/** An instant as the business calendar shows it: 'YYYY.MM.DD H:mm', Japan time. */
const japanDateTime = (instant: string) => {
  const { date, time } = businessDateTime(instant);
  return `${toDottedDate(date)} ${time}`;
};

const recordBookOptions = (language: Language): RecordBookOptions => ({ language, japanTime: japanDateTime });

/**
 * Every item the law asks recorded (道路交通法施行規則 第9条の10), plus the outcome, the confirmation, the
 * correction history and the record's link in the record chain: the record book's columns (contracts' check-record).
 */
export const checkRecordColumns = (language: Language): CsvColumn<TestResultDocument>[] =>
  recordBookCsvColumns(recordBookOptions(language));
