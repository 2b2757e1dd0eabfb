import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { toDottedDate, toShortTime, type InfoCard } from '@fleetcheck/contracts';
import { businessDateTime } from '@fleetcheck/domain/calendar/business-day';
import { Pagination } from '../../../components/list/Pagination';
import { usePanels } from '../../../components/overlay/PanelStack';
import { useServices } from '../../../session/ServicesContext';
import { TestResultDetailPanel } from '../../test-result/components/TestResultDetailPanel';
import { returnedRecordsQuery } from '../api/returnedRecordsApi';

interface ReturnedRecordsPageProps {
  readonly page: number;
  readonly onPageChange: (page: number) => void;
}

/** When a manager returned the record, in Japan time ('2026.11.20 9:05'). */
const returnedAt = (card: InfoCard): string => {
  if (!card.confirmation) return '–';
  const { date, dateTime } = businessDateTime(card.confirmation.decidedAt);
  return `${toDottedDate(date)} ${toShortTime(dateTime)}`;
};

/**
 * /user/returned-records (issue 33 item 5): the records returned by a manager and not corrected yet, whatever day
 * they were taken: who checked, when, before or after driving, who returned it and why. Each opens its detail,
 * where it is corrected.
 */
export function ReturnedRecordsPage({ page, onPageChange }: ReturnedRecordsPageProps) {
  const { t } = useLingui();
  const { api } = useServices();
  const panels = usePanels();
  const returned = useQuery(returnedRecordsQuery(api, page));
  const list = returned.data;
  if (returned.isError)
    return (
      <p role="alert">
        <Trans id="Modals.Error">Something went wrong. Please try again.</Trans>
      </p>
    );
  if (!list)
    return (
      <p>
        <Trans>Loading…</Trans>
      </p>
    );
  if (list.docs.length === 0)
    return (
      <p>
        <Trans>No record is waiting for a correction.</Trans>
      </p>
    );
  return (
    <div className="returned-records">
      <p>
        <Trans>{list.totalDocs} returned records are waiting for a correction.</Trans>
      </p>
      <div className="table-scroll" role="region" aria-label={t`Returned records`} tabIndex={0}>
        <table className="data-table">
          <caption>{t`Returned records`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Driver`}</th>
              <th scope="col">{t`Date`}</th>
              <th scope="col">{t`Check type`}</th>
              <th scope="col">{t`Returned by`}</th>
              <th scope="col">{t`Returned on`}</th>
              <th scope="col">{t`Comment`}</th>
              <th scope="col">
                <span className="visually-hidden">{t`Actions`}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.docs.map((card) => (
              <tr key={card._id} data-record={card._id}>
                <th scope="row">{`${card.lastName} ${card.firstName}`}</th>
                <td>{`${toDottedDate(card.date)} ${card.time}`}</td>
                <td>{card.checkType === 'before_driving' ? t`Before driving` : t`After driving`}</td>
                <td>{card.confirmation?.manager?.name ?? '–'}</td>
                <td>{returnedAt(card)}</td>
                <td>{card.confirmation?.comment ?? '–'}</td>
                <td>
                  <button
                    type="button"
                    className="button button--small"
                    onClick={() => panels.open('test-result-detail', <TestResultDetailPanel id={card._id} />)}
                  >
                    <Trans>Open to correct</Trans>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={page} totalPages={list.totalPages} onChange={onPageChange} />
    </div>
  );
}
