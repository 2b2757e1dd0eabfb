import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { readImportFile } from './read-file';

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: { key: string; fields?: unknown }) => ({ key: error.key, fields: error.fields }),
  );

async function workbook(rows: ExcelJS.CellValue[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('データ');
  for (const row of rows) sheet.addRow(row);
  book.addWorksheet('記入例').addRow(['not read']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('reading an import file', () => {
  it('reads a UTF-8 CSV with a BOM: the BOM is not part of the first header, quoted commas stay in their cell', async () => {
    const csv = Buffer.from('\ufeff営業所名,電話番号\r\n名古屋営業所,"052-111-2222"\r\n"大阪, 北",06-1111-2222\r\n', 'utf8');
    expect(await readImportFile(csv)).toEqual({
      headers: ['営業所名', '電話番号'],
      rows: [
        { row: 2, cells: ['名古屋営業所', '052-111-2222'] },
        { row: 3, cells: ['大阪, 北', '06-1111-2222'] },
      ],
    });
  });

  it('reads a UTF-8 CSV without a BOM the same way, skipping blank lines but keeping the rows numbered as in the file', async () => {
    const csv = Buffer.from('Office name,Phone\n\n名古屋営業所,052-111-2222\n', 'utf8');
    expect(await readImportFile(csv)).toEqual({
      headers: ['Office name', 'Phone'],
      rows: [{ row: 3, cells: ['名古屋営業所', '052-111-2222'] }],
    });
  });

  it('reads a Shift_JIS CSV (as Excel in Japan saves one) into the same Japanese text', async () => {
    const csv = iconv.encode('車両番号,モデル\r\n品川 300 あ 12-34,ハイエース\r\n', 'Shift_JIS');
    expect(await readImportFile(csv)).toEqual({
      headers: ['車両番号', 'モデル'],
      rows: [{ row: 2, cells: ['品川 300 あ 12-34', 'ハイエース'] }],
    });
  });

  it('reads the first sheet of an .xlsx: text, numbers and dates (as YYYY-MM-DD), with the sheet’s row numbers', async () => {
    const file = await workbook([
      ['車両番号', '車検満了日', '製造年月'],
      ['品川 300 あ 12-34', new Date(Date.UTC(2027, 2, 31)), '2022-04'],
      [],
      ['品川 300 あ 12-35', '2027-04-01', 2022],
    ]);
    expect(await readImportFile(file)).toEqual({
      headers: ['車両番号', '車検満了日', '製造年月'],
      rows: [
        { row: 2, cells: ['品川 300 あ 12-34', '2027-03-31', '2022-04'] },
        { row: 4, cells: ['品川 300 あ 12-35', '2027-04-01', '2022'] },
      ],
    });
  });

  it('refuses an .xlsx with formulas, naming each cell by row and header', async () => {
    const file = await workbook([
      ['車両番号', 'モデル'],
      ['品川 300 あ 12-34', { formula: 'A2&"!"', result: 'x' }],
    ]);
    expect(await refusal(readImportFile(file))).toEqual({
      key: 'Errors.ImportFormula',
      fields: [{ path: 'rows.2.モデル', key: 'Errors.ImportFormula' }],
    });
  });

  it('refuses a CSV cell that starts with = as a formula', async () => {
    const csv = Buffer.from('車両番号,モデル\n=HYPERLINK("http://x"),Hiace\n', 'utf8');
    expect(await refusal(readImportFile(csv))).toEqual({
      key: 'Errors.ImportFormula',
      fields: [{ path: 'rows.2.車両番号', key: 'Errors.ImportFormula' }],
    });
  });

  it('refuses what is not a spreadsheet: a PDF, an old .xls, a zip that is no workbook, an empty body', async () => {
    const files = [
      Buffer.from('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n\u0000\u0001', 'latin1'),
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
      Buffer.from('PK\u0003\u0004 not really a zip', 'latin1'),
      Buffer.alloc(0),
    ];
    for (const file of files)
      expect(await refusal(readImportFile(file))).toEqual({ key: 'Errors.ImportNotSpreadsheet', fields: undefined });
  });

  it('refuses more than 2 MB, more than 2,000 rows (CSV and .xlsx), and a header with no rows', async () => {
    expect((await refusal(readImportFile(Buffer.alloc(2 * 1024 * 1024 + 1, 0x41))))?.key).toBe('Errors.ImportTooLarge');
    const rows = (n: number) => ['a,b', ...Array.from({ length: n }, (_, i) => `${i},x`)].join('\n');
    expect((await readImportFile(Buffer.from(rows(2_000)))).rows).toHaveLength(2_000);
    expect((await refusal(readImportFile(Buffer.from(rows(2_001)))))?.key).toBe('Errors.ImportTooManyRows');
    const big = await workbook([['a', 'b'], ...Array.from({ length: 2_001 }, (_, i) => [i, 'x'])]);
    expect((await refusal(readImportFile(big)))?.key).toBe('Errors.ImportTooManyRows');
    expect((await refusal(readImportFile(Buffer.from('a,b\r\n'))))?.key).toBe('Errors.ImportEmpty');
  });
});
