import { describe, expect, it } from 'vitest';
import {
  apiErrorBodySchema,
  companyListQuerySchema,
  errorKeyStatus,
  ErrorKeys,
  fieldErrorsFromIssues,
  formatYen,
  languageSchema,
  managerFormSchema,
  normalizeLanguage,
  pagedListQuerySchema,
  parsePaymentSummary,
  roleOfUserType,
  testResultQuerySchema,
} from '../src/index';

describe('language', () => {
  it('keeps ja and en and resets anything else to ja', () => {
    expect(normalizeLanguage('en')).toBe('en');
    expect(normalizeLanguage('ja')).toBe('ja');
    for (const other of ['fr', 'EN', '', null, undefined, 3]) expect(normalizeLanguage(other)).toBe('ja');
    expect(languageSchema.parse('de')).toBe('ja');
  });
});

describe('yen', () => {
  it.each([
    [0, '¥0'],
    [999, '¥999'],
    [1000, '¥1,000'],
    [1234567, '¥1,234,567'],
    [1234.6, '¥1,235'],
    ['52800', '¥52,800'],
    [-5000, '-¥5,000'],
    [null, '–'],
    [undefined, '–'],
    ['', '–'],
    ['abc', '–'],
  ] as const)('%s -> %s', (value, text) => {
    expect(formatYen(value)).toBe(text);
  });
});

describe('list queries', () => {
  it('apply the defaults of spec section 7', () => {
    expect(pagedListQuerySchema.parse({})).toEqual({
      page: 1,
      limit: 10,
      language: 'ja',
      query: undefined,
      sort: undefined,
    });
    expect(companyListQuerySchema.parse({ page: '3', language: 'xx', query: '  acme ' })).toMatchObject({
      page: 3,
      limit: 50,
      language: 'ja',
      query: 'acme',
    });
    expect(pagedListQuerySchema.parse({ query: '   ' }).query).toBeUndefined();
    expect(pagedListQuerySchema.safeParse({ sort: 'name; drop' }).success).toBe(false);
  });

  it('test-result filters default the dates to the given today', () => {
    expect(testResultQuerySchema('2025-01-02').parse({ drivers: 'a, b', testStatus: 'failed' })).toMatchObject({
      dateFrom: '2025-01-02',
      dateTo: '2025-01-02',
      drivers: ['a', 'b'],
      offices: [],
      testStatus: 'failed',
    });
    expect(testResultQuerySchema('2025-01-02').safeParse({ dateFrom: '2025-02-01' }).success).toBe(false);
  });
});

describe('errors', () => {
  it('form issues become the fields of an error body', () => {
    const result = managerFormSchema.safeParse({
      name: { lastName: '', firstName: 'a' },
      spelling: { lastName: 'b', firstName: 'c' },
      email: 'x',
      mobile: '09012345678',
    });
    const body = {
      operation: 'error',
      error: {
        key: ErrorKeys.Invalid,
        status: errorKeyStatus[ErrorKeys.Invalid],
        fields: fieldErrorsFromIssues(result.error!.issues),
      },
    };
    expect(apiErrorBodySchema.parse(body).error.fields).toEqual([
      { path: 'name.lastName', key: 'Errors.Required' },
      { path: 'email', key: 'Errors.Email' },
    ]);
    expect(apiErrorBodySchema.safeParse({ operation: 'error', error: { key: 'Errors.Whatever', status: 400 } }).success).toBe(false);
    expect(errorKeyStatus[ErrorKeys.Conflict]).toBe(412);
  });
});

describe('misc helpers', () => {
  it('roles by user type and the payment query parameter', () => {
    expect([1, 2, 3, 4, undefined].map(roleOfUserType)).toEqual(['admin', 'manager', 'manager', 'none', 'none']);
    expect(parsePaymentSummary('{"totalAmount":1000,"adjustment":20}')).toEqual({
      totalAmount: 1000,
      adjustment: 20,
    });
    expect(parsePaymentSummary('{not json')).toBeNull();
  });
});
