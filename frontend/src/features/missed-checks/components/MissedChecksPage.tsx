import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { toDottedDate, type CheckType, type MissedChecksResponse } from '@fleetcheck/contracts';
import { useServices } from '../../../session/ServicesContext';
import { missedChecksQuery } from '../api/missedChecksApi';
import './missedChecks.css';
import { OfficeSelect } from '../../shared/components/OfficeSelect';

interface MissedChecksPageProps {
  /** 'YYYY-MM', a Japanese month. */
  readonly month: string;
  readonly office: string | undefined;
  readonly onSearchChange: (change: { month?: string; office?: string | undefined }) => void;
}

type Data = MissedChecksResponse['data'];

function useCheckTypeWords() {
  const { t } = useLingui();
  return (checkTypes: readonly CheckType[]) =>
    checkTypes.map((checkType) => (checkType === 'before_driving' ? t`Before driving` : t`After driving`)).join('・');
}

function OfficeTotals({ offices }: { readonly offices: Data['offices'] }) {
  const { t } = useLingui();
  return (
    <section className="table-scroll" aria-label={t`Missed checks per office`} tabIndex={0}>
      <table className="data-table">
        <caption>{t`Missed checks per office`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Office`}</th>
            <th scope="col">{t`Drivers who missed one`}</th>
            <th scope="col">{t`Days missed`}</th>
          </tr>
        </thead>
        <tbody>
          {offices.map((office) => (
            <tr key={office.officeId ?? ''} data-office={office.officeId ?? ''}>
              <th scope="row">{office.name ?? t`No office`}</th>
              <td>{office.drivers}</td>
              <td>{office.missedDays}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function DriverDays({ drivers }: { readonly drivers: Data['drivers'] }) {
  const { t } = useLingui();
  const words = useCheckTypeWords();
  return (
    <section className="table-scroll" aria-label={t`Missed checks per driver`} tabIndex={0}>
      <table className="data-table missed-checks__drivers">
        <caption>{t`Missed checks per driver`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Driver`}</th>
            <th scope="col">{t`Days missed`}</th>
            <th scope="col">{t`Days and checks`}</th>
          </tr>
        </thead>
        <tbody>
          {drivers.map((driver) => (
            <tr key={driver.driverId} data-driver={driver.driverId}>
              <th scope="row">{`${driver.lastName} ${driver.firstName}`}</th>
              <td>{driver.days.length}</td>
              <td>
                <ul className="missed-checks__days">
                  {driver.days.map((day) => (
                    <li key={day.date}>
                      <Link to="/user/check-board" search={{ date: day.date }}>
                        {toDottedDate(day.date)}
                      </Link>{' '}
                      {words(day.checkTypes)}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * /user/missed-checks (issue 33 item 5): a month's missed checks, per office and per driver, each day a driver on
 * duty lacked a before- or after-driving check (Japan days before today; off-duty days are not missed).
 */
export function MissedChecksPage({ month, office, onSearchChange }: MissedChecksPageProps) {
  const { t } = useLingui();
  const { api } = useServices();
  const missed = useQuery(missedChecksQuery(api, month, office));
  const data = missed.data?.data;
  return (
    <div className="missed-checks">
      <div className="missed-checks__toolbar">
        <label className="field">
          <span className="field__label">{t`Month`}</span>
          <input
            className="field__input"
            type="month"
            value={month}
            required
            onChange={(event) => event.target.value && onSearchChange({ month: event.target.value })}
          />
        </label>
        <OfficeSelect label={t`Office`} office={office} onOffice={(next) => onSearchChange({ office: next })} />
      </div>
      {missed.isError ? (
        <p role="alert">
          <Trans id="Modals.Error">Something went wrong. Please try again.</Trans>
        </p>
      ) : !data ? (
        <p>
          <Trans>Loading…</Trans>
        </p>
      ) : data.judgedThrough === null ? (
        <p>
          <Trans>No day of this month is over yet.</Trans>
        </p>
      ) : (
        <>
          <p className="missed-checks__period">
            <Trans>
              Days judged: {toDottedDate(`${month}-01`)} to {toDottedDate(data.judgedThrough)}. A day off duty is never missed.
            </Trans>
          </p>
          {data.drivers.length === 0 ? (
            <p>
              <Trans>No check was missed.</Trans>
            </p>
          ) : (
            <>
              <OfficeTotals offices={data.offices} />
              <DriverDays drivers={data.drivers} />
            </>
          )}
        </>
      )}
    </div>
  );
}
