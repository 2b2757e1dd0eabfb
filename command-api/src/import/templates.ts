import {
  importColumnHeader,
  importColumns,
  XLSX_CONTENT_TYPE,
  type ImportFormat,
  type ImportKind,
  type Language,
} from '@fleetcheck/contracts';
import ExcelJS from 'exceljs';

const sheetNames = { ja: { data: 'データ', example: '記入例' }, en: { data: 'Data', example: 'Example' } } as const;
const notes = {
  ja: '1 行目の見出しはそのままにして、2 行目から 1 行に 1 件ずつ入力してください。* は必須の列です。日付は 2027-03-31 の形式で入力します。',
  en: 'Keep the header row as it is and enter one record per row from row 2. Columns marked * are required. Dates are written as 2027-03-31.',
} as const;

/**
 * The template of a kind: the header row in the user's language (either language's headers are read back) and
 * nothing else to import. The .xlsx keeps every cell as text (a phone number keeps its leading 0, a date stays
 * as typed) and shows an example row on a second sheet, which an import does not read; the CSV is UTF-8 with a
 * BOM, which Excel opens as UTF-8.
 */
export async function importTemplate(
  kind: ImportKind,
  format: ImportFormat,
  language: Language,
): Promise<{ body: Buffer; contentType: string; fileName: string }> {
  const columns = importColumns[kind];
  const fileName = `fleetcheck-${kind}-import-${language}.${format}`;
  if (format === 'csv') {
    const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
    const header = columns.map((column) => quote(importColumnHeader(column, language))).join(',');
    return { body: Buffer.from(`\ufeff${header}\r\n`, 'utf8'), contentType: 'text/csv; charset=utf-8', fileName };
  }
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'FleetCheck';
  const headers = columns.map((column) => `${importColumnHeader(column, language)}${column.required ? ' *' : ''}`);
  const data = workbook.addWorksheet(sheetNames[language].data, { views: [{ state: 'frozen', ySplit: 1 }] });
  data.columns = headers.map((header) => ({ header, width: Math.max(14, header.length * 2 + 4), style: { numFmt: '@' } }));
  data.getRow(1).font = { bold: true };
  const example = workbook.addWorksheet(sheetNames[language].example);
  example.columns = headers.map((header) => ({ header, width: Math.max(14, header.length * 2 + 4), style: { numFmt: '@' } }));
  example.getRow(1).font = { bold: true };
  example.addRow(columns.map((column) => column.example));
  example.addRow([]);
  example.addRow([notes[language]]);
  return { body: Buffer.from(await workbook.xlsx.writeBuffer()), contentType: XLSX_CONTENT_TYPE, fileName };
}
