import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { INSPECTION_RESULTS, type ChecklistItem, type InspectionAnswer, type InspectionResult } from '@fleetcheck/contracts';
import { allOk, itemLabel, resultLabel } from '../model/inspectionWords';

interface InspectionChecklistFormProps {
  readonly checklist: readonly ChecklistItem[];
  readonly pending: boolean;
  readonly onSubmit: (answers: InspectionAnswer[]) => Promise<void>;
}

/**
 * Today's checklist: each item OK, abnormal (with what was found) or, on a part some vehicles lack, not fitted. Every
 * item starts OK, as on the paper sheet; the server keeps the rules (domain/vehicle-inspection/checklist).
 */
export function InspectionChecklistForm({ checklist, pending, onSubmit }: InspectionChecklistFormProps) {
  const { t, i18n } = useLingui();
  const [answers, setAnswers] = useState(() => allOk(checklist));
  const [missingNotes, setMissingNotes] = useState<readonly string[]>([]);
  const answerOf = (itemId: string) => answers[itemId] ?? { result: 'ok' as InspectionResult, note: '' };
  const update = (itemId: string, change: Partial<{ result: InspectionResult; note: string }>) =>
    setAnswers((current) => ({ ...current, [itemId]: { ...answerOf(itemId), ...change } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const missing = checklist.filter((item) => answerOf(item.itemId).result === 'abnormal' && answerOf(item.itemId).note.trim() === '');
    setMissingNotes(missing.map((item) => item.itemId));
    if (missing.length > 0) return;
    const sent = checklist.map((item) => ({ itemId: item.itemId, ...answerOf(item.itemId) }));
    await onSubmit(sent);
  };

  return (
    <form onSubmit={submit} className="inspection-form" aria-label={t`Daily inspection`} noValidate>
      <ol className="inspection-items">
        {checklist.map((item) => {
          const answer = answerOf(item.itemId);
          const label = itemLabel(item, i18n.locale);
          const noteMissing = missingNotes.includes(item.itemId);
          return (
            <li key={item.itemId} className="inspection-item" data-result={answer.result}>
              <fieldset>
                <legend>{label}</legend>
                {INSPECTION_RESULTS.filter((result) => result !== 'not_applicable' || item.mayBeNotFitted).map((result) => (
                  <label key={result} className="inspection-item__choice">
                    <input
                      type="radio"
                      name={`result-${item.itemId}`}
                      value={result}
                      checked={answer.result === result}
                      onChange={() => update(item.itemId, { result })}
                    />
                    {resultLabel(result, i18n.locale)}
                  </label>
                ))}
                {answer.result === 'abnormal' && (
                  <label className="inspection-item__note">
                    {t`What was found`}
                    <input
                      type="text"
                      value={answer.note}
                      maxLength={500}
                      aria-invalid={noteMissing}
                      onChange={(event) => update(item.itemId, { note: event.target.value })}
                    />
                    {noteMissing && <span className="field-error">{t`Say what was found on an abnormal item.`}</span>}
                  </label>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button type="submit" className="button button--primary" disabled={pending}>
        <Trans>Record the inspection</Trans>
      </button>
    </form>
  );
}
