import { useEffect, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { DataTable, type Column } from './DataTable';
import { Pagination } from './Pagination';
import { ResultsCount } from './ResultsCount';
import { SearchBox } from './SearchBox';
import { totalPagesOf } from './pagination';
import { pageSize, type ListSearch } from './listSearch';

/** The list's query as TanStack Query answers it (pass the useQuery result itself). */
export interface ListQueryState<Row> {
  readonly data: { readonly docs: readonly Row[]; readonly totalDocs: number } | undefined;
  readonly isPending: boolean;
  readonly isError: boolean;
}

interface ListPageProps<Row> {
  readonly search: ListSearch;
  /** Changing query or sort goes back to page 1. */
  readonly onSearchChange: (next: ListSearch) => void;
  /** Rows per page; the spec's 10 unless the list says otherwise. */
  readonly limit?: number;
  readonly list: ListQueryState<Row>;
  readonly columns: readonly Column<Row>[];
  readonly rowKey: (row: Row) => string;
  readonly rowActions?: (row: Row) => ReactNode;
  /** Lists without an add-new button (companies register themselves) leave both out. */
  readonly addLabel?: ReactNode;
  readonly onAdd?: () => void;
  /** More buttons beside the add button (the bulk import). */
  readonly toolbarActions?: ReactNode;
  readonly emptyText: ReactNode;
}

/** A whole list page: search, add button, sortable table, empty state, count and pagination. */
export function ListPage<Row>(props: ListPageProps<Row>) {
  const { search, onSearchChange, limit = pageSize, list } = props;
  const data = list.data;

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [search.page]);

  const totalDocs = data?.totalDocs ?? 0;
  const rows = data?.docs ?? [];
  return (
    <div className="list-page">
      <div className="list-page__toolbar">
        <SearchBox value={search.query} onSearch={(query) => onSearchChange({ ...search, query, page: 1 })} />
        {props.toolbarActions}
        {props.onAdd && (
          <button type="button" className="button button--primary" onClick={props.onAdd}>
            {props.addLabel}
          </button>
        )}
      </div>
      {list.isError ? (
        <p className="list-page__message" role="alert">
          <Trans id="Modals.Error">Something went wrong. Please try again.</Trans>
        </p>
      ) : list.isPending ? (
        <p className="list-page__message" aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      ) : rows.length === 0 ? (
        <p className="list-page__message">{props.emptyText}</p>
      ) : (
        <DataTable
          columns={props.columns}
          rows={rows}
          rowKey={props.rowKey}
          sort={search.sort}
          onSort={(sort) => onSearchChange({ ...search, sort, page: 1 })}
          actions={props.rowActions}
          actionsHeader={<Trans>Actions</Trans>}
        />
      )}
      <div className="list-page__footer">
        <ResultsCount page={search.page} limit={limit} totalDocs={totalDocs} />
        <Pagination
          page={search.page}
          totalPages={totalPagesOf(totalDocs, limit)}
          onChange={(page) => onSearchChange({ ...search, page })}
        />
      </div>
    </div>
  );
}
