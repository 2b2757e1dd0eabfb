import { useEffect, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  INSPECTION_RESULTS,
  inspectionResultWords,
  statutoryItem,
  type ChecklistItem,
  type InspectionResult,
  type VehicleInspectionPanel,
} from '@fleetcheck/contracts';
import { ApiError } from '../../api/apiError';
import type { DriverHome } from '../api/driverAppApi';
import { driverRequest } from '../api/driverApi';
import { driverErrorDescriptor } from '../i18n/driverTexts';
import { DRIVER_PATHS, navigate } from '../navigation';

type Answers = Record<string, { result: InspectionResult; note: string }>;
const allOk = (checklist: readonly ChecklistItem[]): Answers =>
  Object.fromEntries(checklist.map((item) => [item.itemId, { result: 'ok' as InspectionResult, note: '' }]));
const languageOf = (locale: string): 'ja' | 'en' => (locale === 'en' ? 'en' : 'ja');
const labelOf = (item: ChecklistItem, locale: string) =>
  item.source === 'company' ? item.label : (statutoryItem(item.itemId)?.label[languageOf(locale)] ?? item.itemId);

/** Issue 37 item 2: the daily inspection (日常点検) of a company car from the phone, before driving. Loaded when opened. */
export default function InspectionScreen({ home }: { readonly home: DriverHome }) {
  const { t, i18n } = useLingui();
  const [car, setCar] = useState(home.defaultVehicle ?? home.cars[0]?.id ?? '');
  const [panel, setPanel] = useState<VehicleInspectionPanel | undefined>();
  const [answers, setAnswers] = useState<Answers>({});
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [missingNotes, setMissingNotes] = useState<readonly string[]>([]);

  const load = (carId: string) => {
    if (!carId) return;
    setPanel(undefined);
    driverRequest<VehicleInspectionPanel>(`/driver-app/inspection?car=${encodeURIComponent(carId)}`)
      .then((read) => {
        setPanel(read);
        setAnswers(allOk(read.checklist));
      })
      .catch((failure: unknown) =>
        setError(i18n._(driverErrorDescriptor(failure instanceof ApiError ? failure.key : 'Errors.Unavailable'))),
      );
  };
  useEffect(() => load(car), [car]); // eslint-disable-line react-hooks/exhaustive-deps

  const update = (itemId: string, change: Partial<{ result: InspectionResult; note: string }>) =>
    setAnswers((current) => ({ ...current, [itemId]: { result: 'ok', note: '', ...current[itemId], ...change } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!panel || sending) return;
    const missing = panel.checklist.filter((item) => answers[item.itemId]?.result === 'abnormal' && !answers[item.itemId]?.note.trim());
    setMissingNotes(missing.map((item) => item.itemId));
    if (missing.length > 0) return;
    setSending(true);
    setError(undefined);
    try {
      const sent = panel.checklist.map((item) => ({ itemId: item.itemId, result: 'ok', note: '', ...answers[item.itemId] }));
      await driverRequest('/driver-app/inspection', { method: 'POST', body: { car, answers: sent } });
      // The read side may trail a busy server's freshness wait: read again until today's inspection shows.
      for (let attempt = 0; attempt < 10; attempt++) {
        const read = await driverRequest<VehicleInspectionPanel>(`/driver-app/inspection?car=${encodeURIComponent(car)}`);
        if (read.todays || attempt === 9) {
          setPanel(read);
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    } catch (failure) {
      setError(i18n._(driverErrorDescriptor(failure instanceof ApiError ? failure.key : 'Errors.Unavailable')));
    } finally {
      setSending(false);
    }
  };

  return (
    <main className="driver-page">
      <header className="driver-header">
        <button type="button" className="driver-link" onClick={() => navigate(DRIVER_PATHS.home)}>
          <Trans>Back</Trans>
        </button>
      </header>
      <h1>
        <Trans>Daily inspection</Trans>
      </h1>
      <label className="driver-field">
        <span>
          <Trans>Vehicle</Trans>
        </span>
        <select value={car} onChange={(event) => setCar(event.target.value)}>
          {home.cars.map((option) => (
            <option key={option.id} value={option.id}>
              {option.number} {option.model}
            </option>
          ))}
        </select>
      </label>
      {error && (
        <p className="driver-error" role="alert">
          {error}
        </p>
      )}
      {panel && !panel.fit && (
        <p className="driver-error" role="status">
          <Trans>This vehicle is not fit to drive: a fault found by a daily inspection waits for a manager.</Trans>
        </p>
      )}
      {panel?.todays && (
        <p className="driver-hint" role="status">
          {panel.todays.abnormalCount > 0
            ? t`Today's inspection is recorded: ${panel.todays.abnormalCount} abnormal. The managers have been told.`
            : t`Today's inspection is recorded: all OK.`}
        </p>
      )}
      {panel && !panel.todays && (
        <form onSubmit={submit} aria-label={t`Daily inspection`} noValidate>
          <ol className="driver-list">
            {panel.checklist.map((item) => {
              const answer = answers[item.itemId] ?? { result: 'ok', note: '' };
              return (
                <li key={item.itemId}>
                  <fieldset className="driver-card">
                    <legend>{labelOf(item, i18n.locale)}</legend>
                    {INSPECTION_RESULTS.filter((result) => result !== 'not_applicable' || item.mayBeNotFitted).map((result) => (
                      <label key={result} className="driver-choice">
                        <input
                          type="radio"
                          name={`result-${item.itemId}`}
                          checked={answer.result === result}
                          onChange={() => update(item.itemId, { result })}
                        />
                        {inspectionResultWords[result][languageOf(i18n.locale)]}
                      </label>
                    ))}
                    {answer.result === 'abnormal' && (
                      <label className="driver-field">
                        <span>
                          <Trans>What was found</Trans>
                        </span>
                        <input
                          type="text"
                          value={answer.note}
                          maxLength={500}
                          aria-invalid={missingNotes.includes(item.itemId)}
                          onChange={(event) => update(item.itemId, { note: event.target.value })}
                        />
                      </label>
                    )}
                  </fieldset>
                </li>
              );
            })}
          </ol>
          <button type="submit" className="driver-button driver-button--primary driver-button--large" disabled={sending}>
            <Trans>Record the inspection</Trans>
          </button>
        </form>
      )}
    </main>
  );
}
