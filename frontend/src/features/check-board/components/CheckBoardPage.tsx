import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { toDottedDate, type CheckBoardRow, type CheckBoardState } from '@fleetcheck/contracts';
import { ApiError } from '../../../api/apiError';
import { usePanels } from '../../../components/overlay/PanelStack';
import { errorDescriptor } from '../../../i18n/errorMessages';
import { useServices } from '../../../session/ServicesContext';
import { useSessionView } from '../../../shell/useSessionUser';
import { ManualCheckPanel } from '../../test-result/components/ManualCheckPanel';
import { TestResultDetailPanel } from '../../test-result/components/TestResultDetailPanel';
import { checkBoardQuery, useDriverDuty } from '../api/checkBoardApi';
import { IncompleteRecords } from './IncompleteRecords';
import { RecordBookDownload } from './RecordBookDownload';
import { LiveQueue } from '../../live-confirmation/components/LiveQueue';
import { InspectionDayBoard } from '../../vehicle-inspection/components/InspectionDayBoard';
import './checkBoard.css';
import { OfficeSelect } from '../../shared/components/OfficeSelect';

interface CheckBoardPageProps {
  /** The Japanese business day shown ('YYYY-MM-DD'). */
  readonly date: string;
  /** One office's drivers (its id), or the whole company's. */
  readonly office: string | undefined;
  /** The day or the office chosen (kept in the address); `office: undefined` is the whole company again. */
  readonly onSearchChange: (change: { date?: string; office?: string | undefined }) => void;
}

function useStateLabel() {
  const { t } = useLingui();
  return (state: CheckBoardState) =>
    ({
      ok: t`Done`,
      failed: t`Failed`,
      missing: t`Missing`,
      awaiting_confirmation: t`Awaiting confirmation`,
      off_duty: t`Not needed (off duty)`,
      // A driver-app check no manager confirmed live by the cut-off (issue 35).
      not_confirmed: t`Not confirmed`,
    })[state];
}

/** One check of a driver: its state, and the record behind it opened in the detail panel. */
function CheckCell({ check, label }: { readonly check: CheckBoardRow['before_driving']; readonly label: string }) {
  const panels = usePanels();
  const stateLabel = useStateLabel();
  const { t } = useLingui();
  const text = stateLabel(check.state);
  // A check taken in the driver app with no network, sent later (issue 34): its detail shows both times.
  const offline = check.offline ? t`Taken offline` : null;
  return (
    <td
      data-state={check.state}
      data-offline={check.offline || undefined}
      aria-label={`${label}: ${text}${offline ? ` (${offline})` : ''}`}
    >
      {check.testResultId ? (
        <button
          type="button"
          className={`check-board__state check-board__state--${check.state}`}
          onClick={() => panels.open('test-result-detail', <TestResultDetailPanel id={check.testResultId!} />)}
        >
          {text}
        </button>
      ) : (
        <span className={`check-board__state check-board__state--${check.state}`}>{text}</span>
      )}
      {offline && <span className="check-board__offline">{offline}</span>}
    </td>
  );
}

/**
 * /user/check-board (issue 15 item 3): each driver's before- and after-driving check of a Japanese business day
 * (today by default), a driver marked off duty for it, each vehicle's daily inspection beside them (issue 37), the month's record book (記録簿) as a PDF, and the records
 * still lacking an item the law asks for.
 */
export function CheckBoardPage({ date, office, onSearchChange }: CheckBoardPageProps) {
  const { t, i18n } = useLingui();
  const services = useServices();
  const panels = usePanels();
  const board = useQuery(checkBoardQuery(services.api, date, office));
  const duty = useDriverDuty(date);
  // A lapsed company's manager reads the records only: nothing here that writes.
  const recordsOnly = useSessionView().user?.recordsOnly === true;
  const error = duty.error instanceof ApiError ? duty.error : undefined;
  return (
    <div className="check-board">
      <div className="check-board__toolbar">
        <label className="field check-board__date">
          <span className="field__label">{t`Day`}</span>
          <input
            className="field__input"
            type="date"
            value={date}
            required
            onChange={(event) => event.target.value && onSearchChange({ date: event.target.value })}
          />
        </label>
        <OfficeSelect
          label={t`Office`}
          office={office}
          onOffice={(next) => onSearchChange({ office: next })}
          className="check-board__office"
        />
        {!recordsOnly && (
          <button type="button" className="button button--primary" onClick={() => panels.open('manual-check', <ManualCheckPanel />)}>
            <Trans>Record a check by hand</Trans>
          </button>
        )}
      </div>
      {!recordsOnly && <LiveQueue />}
      {/* Keyed by the board's month and office: picking another day or office starts the pickers there again. */}
      <RecordBookDownload key={`${date.slice(0, 7)}/${office ?? ''}`} month={date.slice(0, 7)} office={office} />
      {error && (
        <p className="field__error" role="alert">
          {i18n._(errorDescriptor(error.key))}
        </p>
      )}
      <div className="check-board__boards">
        <div className="check-board__drivers">
          {board.isError ? (
            <p role="alert">
              <Trans id="Modals.Error">Something went wrong. Please try again.</Trans>
            </p>
          ) : !board.data ? (
            <p>
              <Trans>Loading…</Trans>
            </p>
          ) : board.data.data.drivers.length === 0 ? (
            <p>
              <Trans>No drivers were registered on {toDottedDate(date)}.</Trans>
            </p>
          ) : (
            <table className="check-board__table">
              <caption>{t`Alcohol checks of ${toDottedDate(date)}`}</caption>
              <thead>
                <tr>
                  <th scope="col">{t`Driver`}</th>
                  <th scope="col">{t`Before driving`}</th>
                  <th scope="col">{t`After driving`}</th>
                  <th scope="col">{t`Duty`}</th>
                </tr>
              </thead>
              <tbody>
                {board.data.data.drivers.map((row) => (
                  <tr key={row.driverId} data-driver={row.driverId} data-on-duty={row.onDuty}>
                    <th scope="row">{`${row.lastName} ${row.firstName}`}</th>
                    <CheckCell check={row.before_driving} label={t`Before driving`} />
                    <CheckCell check={row.after_driving} label={t`After driving`} />
                    <td>
                      {row.onDuty ? t`On duty` : t`Off duty`}{' '}
                      {!recordsOnly && (
                        <button
                          type="button"
                          className="button button--small"
                          disabled={duty.isPending}
                          onClick={() => duty.mutate({ driverId: row.driverId, onDuty: !row.onDuty })}
                        >
                          {row.onDuty ? t`Mark off duty` : t`Mark on duty`}
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
        <InspectionDayBoard date={date} office={office} />
      </div>
      {/* Keyed by the office: another office's list starts at its first page. */}
      <IncompleteRecords key={office ?? ''} office={office} />
    </div>
  );
}
