import {
  CODE_WORDS,
  RECORD_ITEMS,
  RECORD_WORDS,
  isRecordItemKey,
  recordItemText,
  visualCheckWords,
  type RecordItemValues,
  type RecordManager,
  type TestResultDetail,
  type VisualCheck,
  type WordedCode,
} from '@fleetcheck/contracts';
import { formatJapanDateTime } from '../../../i18n/format';
import { useLanguage } from '../../../i18n/useLanguage';

/**
 * The words for a record's codes and items, from the one definition of the record items (contracts'
 * check-record): the labels and words the record book prints are the ones the screens show.
 */
export function useRecordLabels() {
  const language = useLanguage();
  const words = (code: WordedCode) => CODE_WORDS[code][language];
  const checkType = (value: TestResultDetail['checkType']) => words(value);
  const method = (value: TestResultDetail['method']) => words(value);
  const remoteMethod = (value: NonNullable<TestResultDetail['remoteMethod']>) => words(value);
  const outcome = (value: VisualCheck['faceColour']) => words(value);
  const action = (value: NonNullable<TestResultDetail['actionTaken']>['kind']) => words(value);
  const confirmation = (value: TestResultDetail['confirmationStatus']) => RECORD_WORDS[value][language];
  const manager = (value: RecordManager | null | undefined) => value?.name ?? '–';
  const field = (name: string) => {
    if (isRecordItemKey(name)) return RECORD_ITEMS[name].label[language];
    if (name === 'driverId' || name === 'carId' || name === 'testedAt') return RECORD_WORDS[name][language];
    // A driver-app check whose day closed with no live confirmation (issue 35 item 5).
    if (name === 'liveConfirmation') return RECORD_WORDS.liveConfirmation[language];
    return name === 'detector' ? RECORD_WORDS.detector[language] : name;
  };
  /** The items the law asks for that a record lacks, as words, once each ('actionTaken.text' is the action taken). */
  const missingItems = (paths: readonly string[]) => [...new Set(paths.map((path) => field(path.split('.')[0]!)))];
  const visualCheck = (value: VisualCheck | null) => visualCheckWords(value, language) || '–';
  /** A corrected value as words: codes translated, people by name, nothing as a dash. */
  const correctedValue = (name: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return '–';
    if (isRecordItemKey(name)) return recordItemText(name, value as RecordItemValues[typeof name], language, formatJapanDateTime) || '–';
    if (name === 'testedAt' && typeof value === 'string') return formatJapanDateTime(value);
    return typeof value === 'string' ? value : JSON.stringify(value);
  };
  return { checkType, method, remoteMethod, outcome, action, confirmation, manager, field, missingItems, visualCheck, correctedValue };
}
