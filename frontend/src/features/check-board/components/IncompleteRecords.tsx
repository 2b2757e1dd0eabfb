import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Pagination } from '../../../components/list/Pagination';
import { useServices } from '../../../session/ServicesContext';
import { RecordCardsTable } from '../../test-result/components/RecordCardsTable';
import { INCOMPLETE_RECORDS_ANCHOR } from '../../test-result/model/incompleteRecordsAnchor';
import { useRecordLabels } from '../../test-result/model/recordLabels';
import { incompleteRecordsQuery } from '../api/checkBoardApi';

/**
 * The records lacking an item the law asks for (issue 33 item 2: a detector's upload is kept whatever it lacks),
 * whatever day they were taken, of the board's office or the whole company: who, when, before or after driving,
 * and which items are missing in words. Each opens its detail, where a correction completes it. Nothing is shown
 * while every record is complete.
 */
export function IncompleteRecords({ office }: { readonly office: string | undefined }) {
  const { t } = useLingui();
  const { api } = useServices();
  const labels = useRecordLabels();
  const [page, setPage] = useState(1);
  const incomplete = useQuery(incompleteRecordsQuery(api, office, page));
  const list = incomplete.data;
  const section = useRef<HTMLDivElement>(null);
  const shown = Boolean(list && list.totalDocs > 0);
  // Arriving from a dashboard card's link: the list loads after the page, so it is scrolled to once it shows.
  useEffect(() => {
    if (shown && window.location.hash === `#${INCOMPLETE_RECORDS_ANCHOR}`) section.current?.scrollIntoView({ block: 'start' });
  }, [shown]);
  if (!list || list.totalDocs === 0) return null;
  return (
    <div ref={section} id={INCOMPLETE_RECORDS_ANCHOR} className="check-board__incomplete">
      <h2 className="check-board__section-title">
        <Trans>Incomplete records</Trans>
      </h2>
      <p>
        <Trans>Records lacking an item the law asks for: {list.totalDocs}. Open one to complete it by a correction.</Trans>
      </p>
      <RecordCardsTable
        label={t`Incomplete records`}
        rows={list.docs}
        columns={[
          {
            header: t`Missing items`,
            cell: (card) => labels.missingItems(card.missingItems).join(' / '),
            cellAttributes: (card) => ({ 'data-missing-items': card.missingItems.join(' ') }),
          },
        ]}
        openLabel={<Trans>Open to complete</Trans>}
      />
      <Pagination page={page} totalPages={list.totalPages} onChange={setPage} />
    </div>
  );
}
