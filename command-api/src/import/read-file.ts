import { Readable } from 'node:stream';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, type FieldError } from '@fleetcheck/contracts';
import { DomainError } from '@fleetcheck/domain';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import Papa from 'papaparse';

/**
 * A file's table as read: the header row's cells and each data row's cells, numbered as the user sees them in a
 * spreadsheet (the header is row 1 of a template, so its first data row is row 2); blank rows are skipped.
 */
export interface FileTable {
  headers: string[];
  rows: { row: number; cells: string[] }[];
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

const notSpreadsheet = () => new DomainError('Errors.ImportNotSpreadsheet');
const tooManyRows = () => new DomainError('Errors.ImportTooManyRows');
const formulas = (cells: FieldError[]) => new DomainError('Errors.ImportFormula', cells);

/**
 * Reads an uploaded import file: an .xlsx workbook (its first sheet) or a CSV in UTF-8 (with or without BOM)
 * or Shift_JIS (what Excel in Japan saves as "CSV"), told apart by their bytes, never by a name or a declared
 * type. Refused, before any row is looked at: more than IMPORT_MAX_BYTES, anything else (a PDF, an old .xls,
 * a Word file, binary), more than IMPORT_MAX_ROWS data rows (the reading stops there), and formulas (an import
 * takes typed values: a formula's cached result may be stale, and a CSV cell starting with '=' is one Excel
 * would run when the file is opened again).
 */
export async function readImportFile(bytes: Buffer): Promise<FileTable> {
  if (bytes.length > IMPORT_MAX_BYTES) throw new DomainError('Errors.ImportTooLarge');
  if (bytes.length === 0) throw notSpreadsheet();
  const table = bytes.subarray(0, 4).equals(ZIP_MAGIC) ? await readXlsx(bytes) : readCsv(decodeText(bytes));
  if (table.rows.length === 0) throw new DomainError('Errors.ImportEmpty');
  return table;
}

/** UTF-8 when the bytes are valid UTF-8 (a BOM is dropped), else Shift_JIS (Windows code page 932); binary is refused. */
function decodeText(bytes: Buffer): string {
  const body = bytes.subarray(0, 3).equals(UTF8_BOM) ? bytes.subarray(3) : bytes;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    text = iconv.decode(body, 'cp932');
  }
  // Control characters (other than tab and line ends) or undecodable bytes: not a text file.
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffd]/.test(text)) throw notSpreadsheet();
  return text;
}

const blankRow = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/** Spreadsheet column letters: 0 -> A, 26 -> AA. */
function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** A cell holding a formula, as `rows.<row>.<header>` (the column's letter where the header is blank). */
const formulaCell = (row: number, column: number, headers: readonly string[] | undefined): FieldError => ({
  path: `rows.${row}.${headers?.[column] || columnLetter(column)}`,
  key: 'Errors.ImportFormula',
});

function readCsv(text: string): FileTable {
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false });
  // A text file that is not delimited (papaparse then finds one column and says it guessed the delimiter): still a
  // table of one column, which the header check refuses as wrong columns. Quotes left open mean it is not a CSV.
  if (parsed.errors.some((error) => error.type === 'Quotes')) throw notSpreadsheet();
  const lines = parsed.data.map((cells, index) => ({ row: index + 1, cells: cells.map((cell) => cell.trim()) }));
  const filled = lines.filter((line) => !blankRow(line.cells));
  const [header, ...rows] = filled;
  if (!header) throw new DomainError('Errors.ImportEmpty');
  if (rows.length > IMPORT_MAX_ROWS) throw tooManyRows();
  const formulaCells = rows.flatMap(({ row, cells }) =>
    cells.flatMap((cell, column) => (cell.startsWith('=') ? [formulaCell(row, column, header.cells)] : [])),
  );
  if (formulaCells.length) throw formulas(formulaCells);
  return { headers: header.cells, rows };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as the text a CSV of the same sheet would hold; dates as YYYY-MM-DD (Excel dates have no time zone: UTC). */
function cellText(value: ExcelJS.CellValue): string | { formula: true } {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  if (typeof value === 'object') {
    if ('formula' in value || 'sharedFormula' in value) return { formula: true };
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('error' in value) return String(value.error);
    return '';
  }
  return String(value);
}

async function readXlsx(bytes: Buffer): Promise<FileTable> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(bytes), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  let headers: string[] | undefined;
  const rows: FileTable['rows'] = [];
  const formulaCells: FieldError[] = [];
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = Array.isArray(row.values) ? row.values.slice(1) : [];
        const cells = Array.from(values, (value, column) => {
          const text = cellText(value as ExcelJS.CellValue);
          if (typeof text === 'object') {
            formulaCells.push(formulaCell(row.number, column, headers));
            return '';
          }
          return text.trim();
        });
        if (!headers) {
          // The header is the sheet's first row with anything in it; a data row is numbered from the row under it.
          if (!blankRow(cells)) headers = cells;
          continue;
        }
        if (blankRow(cells)) continue;
        if (rows.length === IMPORT_MAX_ROWS) throw tooManyRows();
        rows.push({ row: row.number, cells });
      }
      break; // The first sheet only: a template's instructions may follow on others.
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw notSpreadsheet();
  }
  if (formulaCells.length) throw formulas(formulaCells);
  if (!headers) throw new DomainError('Errors.ImportEmpty');
  return { headers, rows };
}
