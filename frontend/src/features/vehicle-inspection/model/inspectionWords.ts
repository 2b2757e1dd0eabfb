import { inspectionResultWords, statutoryItem, type ChecklistItem, type InspectedItem, type InspectionResult } from '@fleetcheck/contracts';

type Language = 'ja' | 'en';
const languageOf = (locale: string): Language => (locale === 'en' ? 'en' : 'ja');

/** An item's words: the statutory table's in the app's language, or the company's own label as typed. */
export function itemLabel(item: Pick<ChecklistItem | InspectedItem, 'itemId' | 'source' | 'label'>, locale: string): string {
  if (item.source === 'company') return item.label;
  return statutoryItem(item.itemId)?.label[languageOf(locale)] ?? item.itemId;
}

export const resultLabel = (result: InspectionResult, locale: string): string => inspectionResultWords[result][languageOf(locale)];

/** The answers of a fresh checklist: every item OK, no note. */
export const allOk = (checklist: readonly ChecklistItem[]) =>
  Object.fromEntries(checklist.map((item) => [item.itemId, { result: 'ok' as InspectionResult, note: '' }]));
