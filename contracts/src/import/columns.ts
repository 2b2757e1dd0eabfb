import { z } from 'zod';
import type { Language } from '../i18n/language';

/** What a manager can import in bulk from a CSV or .xlsx file (issue 37 item 1). */
export const IMPORT_KINDS = ['office', 'car', 'driver', 'manager'] as const;
export const importKindSchema = z.enum(IMPORT_KINDS, { error: 'Errors.NotFound' });
export type ImportKind = z.infer<typeof importKindSchema>;

/** The largest file an import reads (2 MB) and the most rows it takes (2,000, the header row not counted). */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 2_000;

/** The file types an import reads: CSV (UTF-8 with or without BOM, or Shift_JIS) and Excel .xlsx. */
export const IMPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * One column of an import file: `key` is the field of the kind's API body (POST /office, /car, /driver,
 * /manager) the cell fills; the header is written in the user's language and read in either.
 */
export interface ImportColumn {
  readonly key: string;
  readonly ja: string;
  readonly en: string;
  /** Whether the form requires it (the template marks it). */
  readonly required: boolean;
  /** The template's example row. */
  readonly example: string;
}

const col = (key: string, ja: string, en: string, example: string, required = true): ImportColumn => ({ key, ja, en, required, example });

/** The office a car, driver or manager belongs to, named as in the offices list (of the caller's company only). */
const officeRef = (required: boolean) => col('office', '営業所', 'Office', '名古屋営業所', required);

/** The columns of each kind, in template order; a shape used by the API (parsing, templates) and the UI (errors). */
export const importColumns: Readonly<Record<ImportKind, readonly ImportColumn[]>> = {
  office: [
    col('name', '営業所名', 'Office name', '名古屋営業所'),
    col('phone', '電話番号', 'Phone', '052-111-2222'),
    col('fax', 'FAX', 'Fax', '', false),
    col('postcode', '郵便番号', 'Postcode', '450-0002'),
    col('prefectures', '都道府県', 'Prefecture', '愛知県'),
    col('municipalities', '市区町村', 'Municipality', '名古屋市中村区'),
    col('town', '町名・番地', 'Town', '名駅1-1'),
    col('buildings', '建物名', 'Building', '', false),
  ],
  car: [
    col('number', '車両番号', 'Car number', '品川 300 あ 12-34'),
    col('model', 'モデル', 'Model', 'ハイエース'),
    col('type', '車種', 'Type', 'バン'),
    col('chassisNo', '車台番号', 'Chassis number', 'TRH200-0001234'),
    col('production', '製造年月', 'Production', '2022-04'),
    col('inspection', '車検満了日', 'Inspection', '2027-03-31'),
    col('insurance', '保険満了日', 'Insurance', '2027-09-30'),
    officeRef(true),
  ],
  driver: [
    col('lastName', '姓', 'Last name', '渡辺'),
    col('firstName', '名', 'First name', '四郎'),
    col('spellingLastName', '姓（フリガナ）', 'Last name (kana)', 'ワタナベ'),
    col('spellingFirstName', '名（フリガナ）', 'First name (kana)', 'シロウ'),
    col('DOB', '生年月日', 'Date of birth', '1985-06-15', false),
    col('driverLicense', '免許証番号', 'Licence number', '123456789012'),
    col('expirationDate', '免許証有効期限', 'Licence expiration date', '2029-01-31'),
    col('licenseType', '免許の種類', 'Licence type', '普通'),
    col('car', '車両番号', 'Car number', '品川 300 あ 12-34'),
    col('email', 'メールアドレス', 'Email', '', false),
    col('mobile', '携帯電話番号', 'Mobile', '090-1234-5678', false),
    officeRef(false),
  ],
  manager: [
    col('lastName', '姓', 'Last name', '伊藤'),
    col('firstName', '名', 'First name', '健'),
    col('spellingLastName', '姓（フリガナ）', 'Last name (kana)', 'イトウ'),
    col('spellingFirstName', '名（フリガナ）', 'First name (kana)', 'ケン'),
    col('email', 'メールアドレス', 'Email', 'ito@example.com'),
    col('phone', '携帯電話番号', 'Mobile', '09011112222'),
    officeRef(false),
  ],
};

/** The header of a column in a language (the template's header row; the UI's column of an error). */
export const importColumnHeader = (column: ImportColumn, language: Language): string => (language === 'ja' ? column.ja : column.en);

/**
 * Japanese driving licence classes as a driver record stores them (licenseType '1'..'5'), with the names an
 * import file may use instead of the number, in either language.
 */
export const LICENSE_TYPE_NAMES: Readonly<Record<string, { ja: string; en: string }>> = {
  '1': { ja: '普通', en: 'Ordinary' },
  '2': { ja: '準中型', en: 'Semi-medium' },
  '3': { ja: '中型', en: 'Medium' },
  '4': { ja: '大型', en: 'Large' },
  '5': { ja: '大型特殊', en: 'Large special' },
};
