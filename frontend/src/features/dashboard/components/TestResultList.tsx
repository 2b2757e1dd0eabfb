import { useEffect } from 'react';
import { Trans } from '@lingui/react/macro';
import type { InfoCard } from '@fleetcheck/contracts';
import { Pagination } from '../../../components/list/Pagination';
import { ResultsCount } from '../../../components/list/ResultsCount';
import { SearchBox } from '../../../components/list/SearchBox';
import { pageSize } from '../../../components/list/listSearch';
import { totalPagesOf } from '../../../components/list/pagination';
import { TestResultCard } from './TestResultCard';

interface TestResultListProps {
  readonly page: number;
  readonly query: string;
  readonly onQueryChange: (query: string) => void;
  readonly data: { readonly docs: readonly InfoCard[]; readonly totalDocs: number } | undefined;
  readonly isLoading: boolean;
  readonly isError: boolean;
  readonly onPageChange: (page: number) => void;
}

/** The test results of the filters as info cards, newest first, with the shared count and pagination. */
export function TestResultList({ page, query, onQueryChange, data, isLoading, isError, onPageChange }: TestResultListProps) {
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [page]);
  const totalDocs = data?.totalDocs ?? 0;
  return (
    <section className="dashboard-card" aria-labelledby="results-title">
      <div className="list-page__toolbar">
        <h2 id="results-title" className="dashboard-card__title">
          <Trans>Test results</Trans>
        </h2>
        <SearchBox value={query} onSearch={onQueryChange} />
      </div>
      {isError ? (
        <p className="dashboard-card__empty" role="alert">
          <Trans id="Modals.Error">Something went wrong. Please try again.</Trans>
        </p>
      ) : isLoading ? (
        <p className="dashboard-card__empty" aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      ) : totalDocs === 0 ? (
        <p className="dashboard-card__empty">
          <Trans>No test results match these filters.</Trans>
        </p>
      ) : (
        <>
          <div className="result-cards">
            {data?.docs.map((card) => (
              <TestResultCard key={card._id} card={card} />
            ))}
          </div>
          <div className="list-page__footer">
            <ResultsCount page={page} limit={pageSize} totalDocs={totalDocs} />
            <Pagination page={page} totalPages={totalPagesOf(totalDocs, pageSize)} onChange={onPageChange} />
          </div>
        </>
      )}
    </section>
  );
}
