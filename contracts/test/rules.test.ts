import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ErrorKeys,
  booleanRequired,
  cvvRequired,
  email,
  license,
  mobile,
  numberRequired,
  objectRequired,
  password,
  phone,
  requiredUnless,
  sanitizeCounterInput,
  sanitizeMobileInput,
  stringRequired,
  ymdRequired,
} from '../src/index';

/** The message keys of every issue a value produces, in order. */
function keysOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('shared form rules', () => {
  it.each([
    [
      'phone',
      phone(),
      ['03-1234-5678', '+81 90 1234 5678', '0312345678'],
      [
        ['', ErrorKeys.Required],
        ['abc-def', ErrorKeys.Phone],
        [undefined, ErrorKeys.Required],
      ],
    ],
    [
      'email',
      email(),
      ['a@example.jp', ' b.c@example.com '],
      [
        ['', ErrorKeys.Required],
        ['not-an-email', ErrorKeys.Email],
        ['a@b', ErrorKeys.Email],
      ],
    ],
    [
      'mobile',
      mobile(),
      ['0901234567', '09012345678'],
      [
        ['', ErrorKeys.Required],
        ['090123456', ErrorKeys.Phone],
        ['090123456789', ErrorKeys.Phone],
      ],
    ],
    [
      'license',
      license(),
      ['1234567890123', 'A1'],
      [
        ['', ErrorKeys.Required],
        ['12345678901234', ErrorKeys.License],
      ],
    ],
    [
      'numberRequired',
      numberRequired(),
      [1, '5', -2],
      [
        [0, ErrorKeys.NotNull],
        ['0', ErrorKeys.NotNull],
        ['x', ErrorKeys.NotNull],
      ],
    ],
    [
      'cvvRequired',
      cvvRequired(),
      ['123', '1234'],
      [
        ['', ErrorKeys.Required],
        ['12', ErrorKeys.CCV],
        ['12345', ErrorKeys.CCV],
        ['12a', ErrorKeys.CCV],
      ],
    ],
    [
      'password',
      password(),
      ['secret', 'longer password'],
      [
        ['', ErrorKeys.Required],
        ['12345', ErrorKeys.PasswordMin],
      ],
    ],
    [
      'stringRequired',
      stringRequired(),
      ['x'],
      [
        ['', ErrorKeys.Required],
        ['   ', ErrorKeys.Required],
        [null, ErrorKeys.Required],
      ],
    ],
    [
      'booleanRequired',
      booleanRequired(),
      [true, 1],
      [
        [false, ErrorKeys.Required],
        [0, ErrorKeys.Required],
        [undefined, ErrorKeys.Required],
      ],
    ],
  ] as const)('%s accepts valid values and rejects with its key', (_name, schema, accepted, rejected) => {
    for (const value of accepted) expect(keysOf(schema, value), `accept ${String(value)}`).toEqual([]);
    for (const [value, key] of rejected) expect(keysOf(schema, value), `reject ${String(value)}`).toEqual([key]);
  });

  it('objectRequired needs both value and label', () => {
    expect(keysOf(objectRequired(), { value: 'id1', label: 'Tokyo' })).toEqual([]);
    expect(keysOf(objectRequired(), null)).toEqual([ErrorKeys.Required]);
    expect(keysOf(objectRequired(), { value: '', label: 'Tokyo' })).toEqual([ErrorKeys.Required]);
    expect(keysOf(objectRequired(), { value: 'id1', label: '' })).toEqual([ErrorKeys.Required]);
  });

  it('YMDRequired reports each missing part at its path', () => {
    expect(keysOf(ymdRequired(), { y: '2024', m: '01', d: '31' })).toEqual([]);
    const result = ymdRequired().safeParse({ y: '2024', m: '', d: '' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['m', ErrorKeys.Required],
      ['d', ErrorKeys.Required],
    ]);
  });

  it('conditional: required only while the flag is false', () => {
    const schema = z.object({ sameAsCompany: z.boolean(), address: z.string() }).superRefine(requiredUnless('address', 'sameAsCompany'));
    expect(keysOf(schema, { sameAsCompany: true, address: '' })).toEqual([]);
    expect(keysOf(schema, { sameAsCompany: false, address: 'Osaka' })).toEqual([]);
    const result = schema.safeParse({ sameAsCompany: false, address: ' ' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['address', ErrorKeys.Required]]);
  });

  it('input filters strip what the spec strips', () => {
    expect(sanitizeMobileInput('(090) 1234-5678 +x')).toBe('0901234-5678+');
    expect(sanitizeCounterInput('12a3', 9999)).toBe(123);
    expect(sanitizeCounterInput('123456', 9999)).toBe(9999);
    expect(sanitizeCounterInput('', 9999)).toBe(0);
  });
});
