import { describe, expect, it } from 'vitest';
import { homeQuerySchema, testResultQuerySchema } from '../src/index';

describe('query schemas defaulting to today', () => {
  it('are built once per day: the same schema for the same day, a new one (with its default) for the next', () => {
    const first = testResultQuerySchema('2026-11-26');
    expect(testResultQuerySchema('2026-11-26')).toBe(first);
    expect(first.parse({})).toMatchObject({ dateFrom: '2026-11-26', dateTo: '2026-11-26', page: 1, limit: 10 });
    const next = testResultQuerySchema('2026-11-27');
    expect(next).not.toBe(first);
    expect(next.parse({})).toMatchObject({ dateFrom: '2026-11-27', dateTo: '2026-11-27' });
    expect(homeQuerySchema('2026-11-27').parse({ dateFrom: '2026-11-01' })).toEqual({ dateFrom: '2026-11-01', dateTo: '2026-11-27' });
    expect(homeQuerySchema('2026-11-27').safeParse({ dateFrom: '2026-11-28' }).success).toBe(false);
  });
});
