import type { ReactNode } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { nextSort, parseSort } from './sort';

export interface Column<Row> {
  readonly key: string;
  readonly header: ReactNode;
  readonly cell: (row: Row) => ReactNode;
  /** The API sort field; columns without one are not sortable. */
  readonly sortField?: string;
}

interface DataTableProps<Row> {
  readonly columns: readonly Column<Row>[];
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => string;
  readonly sort: string | undefined;
  readonly onSort: (sort: string) => void;
  readonly actions?: (row: Row) => ReactNode;
  readonly actionsHeader?: ReactNode;
}

/**
 * A sortable table in a box of its own that scrolls sideways on a narrow screen, so the page never does. The box
 * is focusable and named, so keyboard users can scroll it too.
 */
export function DataTable<Row>({ columns, rows, rowKey, sort, onSort, actions, actionsHeader }: DataTableProps<Row>) {
  const { t } = useLingui();
  const sortState = parseSort(sort);
  return (
    <section className="table-scroll" aria-label={t`Results table`} tabIndex={0}>
      <table className="data-table">
        <thead>
          <tr>
            {columns.map((column) => {
              const active = column.sortField !== undefined && sortState?.field === column.sortField;
              const ariaSort = active ? (sortState?.direction === 'asc' ? 'ascending' : 'descending') : undefined;
              return (
                <th key={column.key} scope="col" aria-sort={ariaSort}>
                  {column.sortField ? (
                    <button
                      type="button"
                      className={`sort-button${active ? ' is-active' : ''}`}
                      onClick={() => onSort(nextSort(sort, column.sortField ?? ''))}
                    >
                      {column.header}
                      <SortIcon direction={active ? sortState?.direction : undefined} />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
            {actions && <th scope="col">{actionsHeader}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key}>{column.cell(row)}</td>
              ))}
              {actions && <td className="data-table__actions">{actions(row)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The column's sort state is read out by aria-sort on its header; the arrow only draws it. */
function SortIcon({ direction }: { readonly direction: 'asc' | 'desc' | undefined }) {
  const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown;
  return <Icon aria-hidden="true" focusable="false" className="sort-button__icon" size={14} />;
}
