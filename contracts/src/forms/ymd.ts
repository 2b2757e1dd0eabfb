import { z } from 'zod';
import { ErrorKeys } from '../errors/keys';
import { stringRequired } from './rules';

/** Date fields are year/month/day strings (month and day two digits) as the selects hold them. */
export interface YearMonthDay {
  y: string;
  m: string;
  d: string;
}

const part = () => z.string();

/** A date that may be left empty (all parts ''). */
export const ymdSchema = z.object({ y: part(), m: part(), d: part() });

/** Spec rule YMDRequired: y, m and d all required; each missing part reports Errors.Required at its path. */
export const ymdRequired = () => z.object({ y: stringRequired(), m: stringRequired(), d: stringRequired() }, { error: ErrorKeys.Required });

/** Year and month only (car production). */
export const ymRequired = () => z.object({ year: stringRequired(), month: stringRequired() }, { error: ErrorKeys.Required });

export const EMPTY_YMD: YearMonthDay = { y: '', m: '', d: '' };
