import {
  apiFieldErrors,
  importColumns,
  LICENSE_TYPE_NAMES,
  type CarDetails,
  type DriverProfile,
  type ImportKind,
  type ImportRowError,
  type ManagerProfile,
  type OfficeDetails,
} from '@fleetcheck/contracts';
import { normalizeCarNumber } from '@fleetcheck/domain/car/number-claim';
import type { z } from 'zod';
import type { App } from '../app';
import { carBodySchema, carDetailsFromBody } from '../car/body';
import { driverBodySchema } from '../driver/body';
import { driverProfileFromBody } from '../driver/commands';
import { managerBodySchema } from '../manager/body';
import { profileFromBody } from '../manager/commands';
import { officeBodySchema } from '../office/body';
import { findReservation, normalizeUnique } from '../shared/reservations';
import { planRoomFor } from '../subscription/plan-room';
import type { KeyedRow } from './columns';
import { companyReferences, type CompanyReferences, type Reference } from './references';

/** What each kind's rows become: exactly what one POST of the kind writes. */
export interface ImportedValues {
  office: OfficeDetails;
  car: CarDetails;
  driver: DriverProfile;
  manager: ManagerProfile;
}
export interface CheckedRow<K extends ImportKind> {
  row: number;
  values: ImportedValues[K];
}
export interface CheckedRows<K extends ImportKind> {
  rows: CheckedRow<K>[];
  errors: ImportRowError[];
}

const pad = (digits: string) => digits.padStart(2, '0');

/** 2027/3/31, 2027.03.31 or 2027年3月31日 as 2027-03-31 (what the form's date picker sends); anything else as typed. */
function isoDate(text: string): string {
  const match = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?$/.exec(text.normalize('NFKC'));
  return match ? `${match[1]}-${pad(match[2]!)}-${pad(match[3]!)}` : text;
}

/** 2022/4 or 2022年4月 as 2022-04; a full date (an Excel date cell) as its month. */
function isoMonth(text: string): string {
  const normalized = text.normalize('NFKC');
  const month = /^(\d{4})[-/.年](\d{1,2})月?$/.exec(normalized);
  if (month) return `${month[1]}-${pad(month[2]!)}`;
  const date = isoDate(normalized);
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? date.slice(0, 7) : text;
}

/** A licence class by its number (1..5) or its name in either language. */
function licenseType(text: string): string {
  const wanted = text.normalize('NFKC').trim().toLowerCase();
  const found = Object.entries(LICENSE_TYPE_NAMES).find(([, names]) => names.ja === wanted || names.en.toLowerCase() === wanted);
  return found ? found[0] : text;
}

/**
 * A reference cell: the id it names, '' when empty (the body's own rule says whether it may be), or a stand-in
 * id plus the reason, reported on that column in place of whatever the body rule would say of the stand-in.
 */
function resolve(text: string, find: (text: string) => Reference): { id: string; error?: string } {
  if (text === '') return { id: '' };
  const found = find(text);
  return 'id' in found ? { id: found.id } : { id: 'unresolved', error: found.key };
}

interface RowPlan {
  body: Record<string, unknown>;
  referenceErrors: { column: string; key: string }[];
}

/** Each kind: its row as the body of its POST (references resolved), the body's schema (the form's rules), and the values. */
const kinds = {
  office: {
    schema: officeBodySchema,
    plan: (values: Record<string, string>): RowPlan => ({ body: { ...values }, referenceErrors: [] }),
    values: (body: z.output<typeof officeBodySchema>): OfficeDetails => body,
  },
  car: {
    schema: carBodySchema,
    plan: (values: Record<string, string>, refs: CompanyReferences): RowPlan => {
      const office = resolve(values.office!, refs.office);
      return {
        body: {
          ...values,
          production: isoMonth(values.production!),
          inspection: isoDate(values.inspection!),
          insurance: isoDate(values.insurance!),
          office: office.id,
        },
        referenceErrors: office.error ? [{ column: 'office', key: office.error }] : [],
      };
    },
    values: carDetailsFromBody,
  },
  driver: {
    schema: driverBodySchema,
    plan: (values: Record<string, string>, refs: CompanyReferences): RowPlan => {
      const office = resolve(values.office!, refs.office);
      const car = resolve(values.car!, refs.car);
      return {
        body: {
          ...values,
          DOB: values.DOB ? isoDate(values.DOB) : '-',
          expirationDate: isoDate(values.expirationDate!),
          licenseType: licenseType(values.licenseType!),
          car: car.id,
          office: office.id || null,
          image: null,
        },
        referenceErrors: [
          ...(car.error ? [{ column: 'car', key: car.error }] : []),
          ...(office.error ? [{ column: 'office', key: office.error }] : []),
        ],
      };
    },
    values: (body: z.output<typeof driverBodySchema>): DriverProfile => driverProfileFromBody({ ...body, image: null }),
  },
  manager: {
    schema: managerBodySchema,
    plan: (values: Record<string, string>, refs: CompanyReferences): RowPlan => {
      const office = resolve(values.office!, refs.office);
      return {
        body: { ...values, office: office.id || null, image: null },
        referenceErrors: office.error ? [{ column: 'office', key: office.error }] : [],
      };
    },
    values: (body: z.output<typeof managerBodySchema>): ManagerProfile => profileFromBody({ ...body, image: null }),
  },
} as const;

/**
 * The dry run, and the first step of an import: every row checked with the same rules as one POST of its kind
 * (the form's body schema, its references to this company's offices and cars, the uniqueness of car numbers
 * and manager e-mails within the company or platform and within the file, the plan's room for cars). Reads
 * only: nothing is written. Answers the rows as the values they would write and every failing cell.
 */
export async function checkRows<K extends ImportKind>(app: App, companyId: string, kind: K, rows: KeyedRow[]): Promise<CheckedRows<K>> {
  const rules = kinds[kind];
  const refs = await companyReferences(app, companyId, { offices: kind !== 'office', cars: kind === 'car' || kind === 'driver' });
  const errors: ImportRowError[] = [];
  const fail = (row: number, column: string, key: string) => errors.push({ row, column, key } as ImportRowError);
  const checked: CheckedRow<K>[] = [];
  for (const { row, values } of rows) {
    const { body, referenceErrors } = rules.plan(values, refs);
    const parsed = (rules.schema as z.ZodType).safeParse(body);
    const referenced = new Set(referenceErrors.map((error) => error.column));
    for (const error of referenceErrors) fail(row, error.column, error.key);
    if (!parsed.success) {
      for (const field of apiFieldErrors(parsed.error.issues)) {
        const column = field.path.split('.')[0]!;
        if (!referenced.has(column)) fail(row, column, field.key);
      }
      continue;
    }
    if (referenceErrors.length === 0) checked.push({ row, values: (rules.values as (body: unknown) => ImportedValues[K])(parsed.data) });
  }
  await checkUniqueness(app, companyId, kind, checked, refs, fail);
  const order = importColumns[kind].map((column) => column.key);
  errors.sort((a, b) => a.row - b.row || order.indexOf(a.column) - order.indexOf(b.column));
  const failing = new Set(errors.map((error) => error.row));
  return { rows: checked.filter((row) => !failing.has(row.row)), errors };
}

/** Car numbers (per company) and manager e-mails (platform-wide): taken already, or twice in the file; cars past the plan. */
async function checkUniqueness<K extends ImportKind>(
  app: App,
  companyId: string,
  kind: K,
  rows: CheckedRow<K>[],
  refs: CompanyReferences,
  fail: (row: number, column: string, key: string) => void,
): Promise<void> {
  if (kind === 'car') {
    const seen = new Set(refs.carNumbers);
    let room = await planRoomFor(app, companyId, 'cars');
    for (const { row, values } of rows as CheckedRow<'car'>[]) {
      const number = normalizeCarNumber(values.number);
      if (seen.has(number)) fail(row, 'number', 'Errors.CarNumberTaken');
      else if (room <= 0) fail(row, 'number', 'Errors.CarLimitReached');
      else room--;
      seen.add(number);
    }
  }
  if (kind === 'manager') {
    const seen = new Set<string>();
    for (const { row, values } of rows as CheckedRow<'manager'>[]) {
      const email = normalizeUnique(values.email);
      if (seen.has(email) || (await findReservation(app.store, 'manager-email', email))) fail(row, 'email', 'Errors.EmailTaken');
      seen.add(email);
    }
  }
}
