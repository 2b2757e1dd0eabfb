import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { toDottedDate, toShortTime, type InfoCard } from '@fleetcheck/contracts';
import { businessDateTime } from '@fleetcheck/domain/calendar/business-day';
import { Pagination } from '../../../components/list/Pagination';
import { useServices } from '../../../session/ServicesContext';
import { RecordCardsTable } from '../../test-result/components/RecordCardsTable';
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
      <RecordCardsTable
        label={t`Returned records`}
        captioned
        rows={list.docs}
        columns={[
          { header: t`Returned by`, cell: (card) => card.confirmation?.manager?.name ?? '–' },
          { header: t`Returned on`, cell: returnedAt },
          { header: t`Comment`, cell: (card) => card.confirmation?.comment ?? '–' },
        ]}
        openLabel={<Trans>Open to correct</Trans>}
      />
      <Pagination page={page} totalPages={list.totalPages} onChange={onPageChange} />
    </div>
  );
}
