import { importColumns, type FieldError, type ImportColumn, type ImportKind } from '@fleetcheck/contracts';
import { DomainError } from '@fleetcheck/domain';
import type { FileTable } from './read-file';

/** A header as compared: width-folded (NFKC), spaces dropped, case ignored, a required mark ('*', ※, 必須) removed. */
const normalizeHeader = (header: string): string =>
  header
    .normalize('NFKC')
    .replace(/[*※]|[(（]?(必須|required)[)）]?/gi, '')
    .replace(/\s+/g, '')
    .toLowerCase();

/** One data row as the kind's fields: column key -> the cell's text ('' when the column is absent or empty). */
export interface KeyedRow {
  row: number;
  values: Record<string, string>;
}

/**
 * Maps the header row onto the kind's columns, in Japanese or English (mixed too), in any order. Refused with
 * Errors.ImportColumns naming each problem: a required column missing (Errors.Required, path = the column's
 * key), a header that is no column of this kind (Errors.Invalid, path = the header as written) or a column
 * given twice. Optional columns may be left out.
 */
export function keyedRows(kind: ImportKind, table: FileTable): KeyedRow[] {
  const columns = importColumns[kind];
  const byHeader = new Map<string, ImportColumn>();
  for (const column of columns) for (const header of [column.ja, column.en]) byHeader.set(normalizeHeader(header), column);
  const problems: FieldError[] = [];
  const positions = new Map<string, number>();
  table.headers.forEach((header, index) => {
    if (header.trim() === '') return;
    const column = byHeader.get(normalizeHeader(header));
    if (!column) problems.push({ path: header, key: 'Errors.Invalid' });
    else if (positions.has(column.key)) problems.push({ path: column.key, key: 'Errors.Invalid' });
    else positions.set(column.key, index);
  });
  for (const column of columns)
    if (column.required && !positions.has(column.key)) problems.push({ path: column.key, key: 'Errors.Required' });
  if (problems.length) throw new DomainError('Errors.ImportColumns', problems);
  return table.rows.map(({ row, cells }) => ({
    row,
    values: Object.fromEntries(columns.map((column) => [column.key, cells[positions.get(column.key) ?? -1]?.trim() ?? ''])),
  }));
}
