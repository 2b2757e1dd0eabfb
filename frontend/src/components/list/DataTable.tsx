import type { ReactNode } from 'react';
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

export function DataTable<Row>({ columns, rows, rowKey, sort, onSort, actions, actionsHeader }: DataTableProps<Row>) {
  const sortState = parseSort(sort);
  return (
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
                    <span aria-hidden="true" className="sort-button__icon">
                      {active ? (sortState?.direction === 'asc' ? '▲' : '▼') : '↕'}
                    </span>
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
  );
}
