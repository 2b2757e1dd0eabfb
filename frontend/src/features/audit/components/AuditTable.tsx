import type { FormEvent, ReactNode } from 'react';

/** A column title; `{ hidden }` is read out to screen readers only (a column of buttons). */
export type AuditColumn = string | { readonly hidden: string };

/** The audit screens' table: one header row of column titles, then the rows the screen gives. */
export function AuditTable({ testId, columns, children }: { testId: string; columns: readonly AuditColumn[]; children: ReactNode }) {
  return (
    <table className="audit__table" data-testid={testId}>
      <thead>
        <tr>
          {columns.map((column) =>
            typeof column === 'string' ? (
              <th key={column} scope="col">
                {column}
              </th>
            ) : (
              <th key={column.hidden} scope="col">
                <span className="visually-hidden">{column.hidden}</span>
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** The audit screens' filter bar: its fields and buttons in one row, submitted without reloading the page. */
export function AuditFilter({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      className="audit__toolbar"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
