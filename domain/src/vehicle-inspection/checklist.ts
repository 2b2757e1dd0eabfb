import {
  STATUTORY_INSPECTION_ITEMS,
  statutoryItem,
  type ChecklistItem,
  type FieldError,
  type InspectedItem,
  type InspectionAnswer,
  type InspectionSchedule,
} from '@fleetcheck/contracts';
import { DomainError } from '../shared/domain-error';

export interface CompanyItem {
  itemId: string;
  label: string;
}

/** A vehicle's checklist: the statutory items of its schedule in the official order, then the company's own. */
export function checklistFor(schedule: InspectionSchedule, companyItems: readonly CompanyItem[]): ChecklistItem[] {
  const statutory = Object.entries(STATUTORY_INSPECTION_ITEMS)
    .filter(([, item]) => (item.schedules as readonly InspectionSchedule[]).includes(schedule))
    .map(([itemId, item]) => ({ itemId, source: 'statutory' as const, label: '', mayBeNotFitted: 'whenFitted' in item }));
  const own = companyItems.map(({ itemId, label }) => ({ itemId, source: 'company' as const, label, mayBeNotFitted: false }));
  return [...statutory, ...own];
}

/**
 * The answers as the inspection records them: one per item of the checklist, none other; 'not_applicable' only on a
 * part some vehicles lack; an abnormal item says what was found. Every broken rule is a field error, all at once.
 */
export function inspectedItems(checklist: readonly ChecklistItem[], answers: readonly InspectionAnswer[]): InspectedItem[] {
  const fields: FieldError[] = [];
  const byId = new Map(checklist.map((item) => [item.itemId, item]));
  const answered = new Map<string, InspectionAnswer>();
  answers.forEach((answer, index) => {
    const item = byId.get(answer.itemId);
    if (!item || answered.has(answer.itemId)) return void fields.push({ path: `answers.${index}.itemId`, key: 'Errors.Invalid' });
    answered.set(answer.itemId, answer);
    if (answer.result === 'not_applicable' && !item.mayBeNotFitted) fields.push({ path: `answers.${index}.result`, key: 'Errors.Invalid' });
    if (answer.result === 'abnormal' && answer.note.trim() === '')
      fields.push({ path: `answers.${index}.note`, key: 'Errors.InspectionNoteRequired' });
  });
  for (const item of checklist) if (!answered.has(item.itemId)) fields.push({ path: `items.${item.itemId}`, key: 'Errors.Required' });
  if (fields.length > 0) {
    const onlyNotes = fields.every((field) => field.key === 'Errors.InspectionNoteRequired');
    throw new DomainError(onlyNotes ? 'Errors.InspectionNoteRequired' : 'Errors.Invalid', fields);
  }
  return checklist.map((item) => {
    const answer = answered.get(item.itemId)!;
    return { itemId: item.itemId, source: item.source, label: item.label, result: answer.result, note: answer.note.trim() };
  });
}

/** An item's words in a language: the statutory table's, or the company's label as it read when inspected. */
export function inspectedItemLabel(item: Pick<InspectedItem, 'itemId' | 'source' | 'label'>, language: 'ja' | 'en'): string {
  if (item.source === 'company') return item.label;
  return statutoryItem(item.itemId)?.label[language] ?? item.itemId;
}

export const abnormalItems = (items: readonly InspectedItem[]): InspectedItem[] => items.filter((item) => item.result === 'abnormal');
