import { z } from 'zod';
import { ErrorKeys } from '../errors/keys';
import {
  CVV_MAX_DIGITS,
  CVV_MIN_DIGITS,
  LICENSE_MAX_LENGTH,
  MOBILE_MAX_LENGTH,
  MOBILE_MIN_LENGTH,
  PASSWORD_MIN_LENGTH,
  TEXT_MAX_LENGTH,
  type TextKind,
} from '../constants/limits';

/**
 * The shared form rules of spec section 5. Each issue's message is the spec's message key, so the UI
 * translates `issue.message` directly. The required check aborts, so an empty field reports only
 * Errors.Required and never also its format key.
 */
const required = { error: ErrorKeys.Required, abort: true } as const;

/** Digits with an optional leading + country code and space, hyphen, dot or bracket separators. */
export const PHONE_PATTERN = /^\+?\d{1,4}?[\s.-]?(?:\(\d{1,4}\)|\d{1,4})(?:[\s.-]?\d{1,4}){1,4}$/;

export const stringRequired = () => z.string({ error: ErrorKeys.Required }).trim().min(1, required);

/** At most the length of its kind (Errors.TooLong); aborts so an overlong value reports nothing else. */
const withinLength = (kind: TextKind) => [TEXT_MAX_LENGTH[kind], { error: ErrorKeys.TooLong, abort: true }] as const;

/** A required text field of one kind (names, addresses, codes...). */
export const text = (kind: TextKind) => stringRequired().max(...withinLength(kind));

/** An optional text field of one kind: empty stays ''. */
export const optionalText = (kind: TextKind) =>
  z
    .string({ error: ErrorKeys.Invalid })
    .trim()
    .max(...withinLength(kind))
    .default('');

/** A Japanese postcode: 7 digits, written NNN-NNNN or NNNNNNN. */
export const POSTCODE_PATTERN = /^\d{3}-?\d{4}$/;

export const postcode = () => text('address').regex(POSTCODE_PATTERN, { error: ErrorKeys.Postcode });

/** A count typed in a form (employees, cars): empty is 0, anything but a whole number of 0 or more is Errors.Count. */
export const count = () =>
  z.preprocess(
    (value) => (value === '' || value === undefined || value === null ? 0 : value),
    z.coerce.number({ error: ErrorKeys.Count }).int({ error: ErrorKeys.Count }).min(0, { error: ErrorKeys.Count }),
  );

export const phone = () => text('phone').regex(PHONE_PATTERN, { error: ErrorKeys.Phone });

export const email = () => text('email').pipe(z.email({ error: ErrorKeys.Email }));

/** Valid when filled, accepted when empty (an empty string stays ''). */
export const optionalEmail = () =>
  z
    .string({ error: ErrorKeys.Email })
    .trim()
    .max(...withinLength('email'))
    .refine((value) => value === '' || z.email().safeParse(value).success, { error: ErrorKeys.Email });

export const mobile = () =>
  stringRequired().min(MOBILE_MIN_LENGTH, { error: ErrorKeys.Phone }).max(MOBILE_MAX_LENGTH, { error: ErrorKeys.Phone });

export const license = () => stringRequired().max(LICENSE_MAX_LENGTH, { error: ErrorKeys.License });

export const password = () =>
  z
    .string({ error: ErrorKeys.Required })
    .min(1, required)
    .max(...withinLength('password'))
    .min(PASSWORD_MIN_LENGTH, { error: ErrorKeys.PasswordMin });

export const cvvRequired = () => stringRequired().regex(new RegExp(`^\\d{${CVV_MIN_DIGITS},${CVV_MAX_DIGITS}}$`), { error: ErrorKeys.CCV });

/** Not 0 (counts, ids chosen from numeric selects); accepts numeric strings from inputs. */
export const numberRequired = () =>
  z.coerce.number({ error: ErrorKeys.NotNull }).refine((value) => value !== 0, { error: ErrorKeys.NotNull });

/** A ticked checkbox; the cancellation form stores checkboxes as 0/1, others as booleans. */
export const checkbox = () => z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((value) => value === true || value === 1);

export const booleanRequired = () =>
  z
    .union([z.boolean(), z.literal(0), z.literal(1)], { error: ErrorKeys.Required })
    .transform((value) => value === true || value === 1)
    .refine((value) => value, { error: ErrorKeys.Required });

export const optionValueSchema = z.union([z.string(), z.number()]);

/** `{value,label}` of a select, both filled (Errors.Required on the object when missing). */
export const objectRequired = () =>
  z.object(
    {
      value: optionValueSchema.refine((value) => value !== '', { error: ErrorKeys.Required }),
      label: stringRequired(),
    },
    { error: ErrorKeys.Required },
  );

/**
 * Spec rule `conditional`: `field` is required when `flag` is false. Use as `.superRefine(...)` on the
 * object holding both, so the issue lands on `field`.
 */
export function requiredUnless<T extends Record<string, unknown>>(field: keyof T & string, flag: keyof T & string) {
  return (value: T, ctx: z.RefinementCtx): void => {
    if (value[flag]) return;
    const target = value[field];
    const empty = target === undefined || target === null || (typeof target === 'string' && target.trim() === '');
    if (empty) ctx.addIssue({ code: 'custom', path: [field], message: ErrorKeys.Required });
  };
}

/** Mobile inputs keep only digits, '+' and '-' (spec section 5, driver form). */
export function sanitizeMobileInput(raw: string): string {
  return raw.replace(/[^\d+-]/g, '');
}

/** Counter inputs: non-digits stripped, capped at the counter maximum, empty -> 0. */
export function sanitizeCounterInput(raw: string, max: number): number {
  const digits = raw.replace(/\D/g, '');
  return digits === '' ? 0 : Math.min(Number(digits), max);
}
