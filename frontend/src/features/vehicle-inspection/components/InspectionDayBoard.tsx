import { Trans, useLingui } from '@lingui/react/macro';
import { toDottedDate, type VehicleInspectionDay } from '@fleetcheck/contracts';
import { businessDateTime } from '@fleetcheck/domain/calendar/business-day';
import { usePanels } from '../../../components/overlay/PanelStack';
import { useInspectionDay } from '../api/inspectionApi';
import { VehicleInspectionPanel } from './VehicleInspectionPanel';
import './inspectionDayBoard.css';

type Row = VehicleInspectionDay['docs'][number];
/** What a vehicle's day says at a glance: not inspected, all OK, abnormal (not fit until cleared), abnormal and cleared. */
type Verdict = 'none' | 'ok' | 'abnormal' | 'cleared';

const verdictOf = (row: Row): Verdict => (row.status === 'abnormal' ? (row.fit ? 'cleared' : 'abnormal') : row.status);

/** A mark beside the words (never alone: the words say it, for a screen reader and without colour). */
const MARK: Record<Verdict, string> = { none: '–', ok: '✓', abnormal: '!', cleared: '✓' };

interface InspectionDayBoardProps {
  /** The Japanese business day of the board ('YYYY-MM-DD'). */
  readonly date: string;
  /** One office's vehicles (its id), or the whole company's. */
  readonly office: string | undefined;
}

/**
 * The check board's vehicles (issue 37 item 2): each vehicle's daily inspection (日常点検) of the day beside the
 * drivers' checks, and whether it is fit to drive; a vehicle opens its inspection panel.
 */
export function InspectionDayBoard({ date, office }: InspectionDayBoardProps) {
  const { t } = useLingui();
  const panels = usePanels();
  const day = useInspectionDay(date);
  const verdictWords: Record<Verdict, string> = {
    none: t`Not inspected`,
    ok: t`Inspected: all OK`,
    abnormal: t`Abnormal: not fit until a manager clears it`,
    cleared: t`Abnormal, cleared by a manager`,
  };
  const rows = (day.data?.docs ?? []).filter((row) => office === undefined || row.officeId === office);
  const caption = t`Daily vehicle inspections of ${toDottedDate(date)}`;
  return (
    <section className="inspection-day" aria-label={caption}>
      {day.isError ? (
        <p role="alert">
          <Trans id="Modals.Error">Something went wrong. Please try again.</Trans>
        </p>
      ) : !day.data ? (
        <p>
          <Trans>Loading…</Trans>
        </p>
      ) : rows.length === 0 ? (
        <p>
          <Trans>No vehicles are registered.</Trans>
        </p>
      ) : (
        <table className="check-board__table inspection-day__table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Vehicle`}</th>
              <th scope="col">{t`Daily inspection`}</th>
              <th scope="col">{t`Fit to drive`}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const verdict = verdictOf(row);
              const time = row.inspectedAt ? businessDateTime(row.inspectedAt).time : undefined;
              return (
                <tr key={row.carId} data-car={row.carId}>
                  <th scope="row">
                    <button
                      type="button"
                      className="inspection-day__car"
                      onClick={() => panels.open('car-inspection', <VehicleInspectionPanel carId={row.carId} carNumber={row.carNumber} />)}
                    >
                      {row.carNumber}
                    </button>
                  </th>
                  <td data-status={verdict}>
                    <span className={`inspection-day__verdict inspection-day__verdict--${verdict}`}>
                      <span aria-hidden="true">{MARK[verdict]} </span>
                      {verdictWords[verdict]}
                    </span>
                    {time && <span className="inspection-day__time"> {t`(at ${time})`}</span>}
                  </td>
                  <td data-fit={row.fit}>
                    {row.fit ? (
                      t`Fit`
                    ) : (
                      <strong className="inspection-day__unfit">
                        <span aria-hidden="true">✕ </span>
                        {t`Not fit: a fault waits for a manager`}
                      </strong>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
