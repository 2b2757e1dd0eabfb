import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { toDottedDate, type TestResultDetail } from '@fleetcheck/contracts';
import { usePanels } from '../../../components/overlay/PanelStack';
import { useRecordLabels } from '../model/recordLabels';
import { TestResultDetailPanel } from './TestResultDetailPanel';

/** What every listed record shows: who, when (Japan day and time) and before or after driving. */
interface RecordRow {
  readonly _id: string;
  readonly lastName: string;
  readonly firstName: string;
  readonly date: string;
  readonly time: string;
  readonly checkType: TestResultDetail['checkType'];
}

/** A column of a list's own after the record's driver, date and check type. */
export interface RecordColumn<Row> {
  readonly header: string;
  readonly cell: (row: Row) => ReactNode;
  /** Attributes of the cell that tests and styles find it by, e.g. { 'data-missing-items': '…' }. */
  readonly cellAttributes?: (row: Row) => Record<`data-${string}`, string>;
}

interface RecordCardsTableProps<Row extends RecordRow> {
  /** The table's accessible name (and caption when `captioned`). */
  readonly label: string;
  readonly captioned?: boolean;
  readonly rows: readonly Row[];
  readonly columns: readonly RecordColumn<Row>[];
  /** The words of each row's button, which opens the record's detail (where it is corrected or completed). */
  readonly openLabel: ReactNode;
}

/** Records waiting for a manager (incomplete ones on the board, returned ones on their page): a row each, opening its detail. */
export function RecordCardsTable<Row extends RecordRow>({ label, captioned, rows, columns, openLabel }: RecordCardsTableProps<Row>) {
  const { t } = useLingui();
  const panels = usePanels();
  const labels = useRecordLabels();
  return (
    <section className="table-scroll" aria-label={label} tabIndex={0}>
      <table className="data-table">
        {captioned && <caption>{label}</caption>}
        <thead>
          <tr>
            <th scope="col">{t`Driver`}</th>
            <th scope="col">{t`Date`}</th>
            <th scope="col">{t`Check type`}</th>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">{t`Actions`}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row._id} data-record={row._id}>
              <th scope="row">{`${row.lastName} ${row.firstName}`}</th>
              <td>{`${toDottedDate(row.date)} ${row.time}`}</td>
              <td>{labels.checkType(row.checkType)}</td>
              {columns.map((column) => (
                <td key={column.header} {...column.cellAttributes?.(row)}>
                  {column.cell(row)}
                </td>
              ))}
              <td>
                <button
                  type="button"
                  className="button button--small"
                  onClick={() => panels.open('test-result-detail', <TestResultDetailPanel id={row._id} />)}
                >
                  {openLabel}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
