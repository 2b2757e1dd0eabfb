import { describe, expect, it } from 'vitest';
import { expiryStage } from './expiry';

describe('expiry stage of a document date', () => {
  it('is EXPIRED from the day after the date, EXPIRING within the warning days (the date itself included), nothing before', () => {
    expect(expiryStage('2026-04-01', '2026-03-31', 30)).toBe('EXPIRED');
    expect(expiryStage('2026-04-01', '2025-12-01', 30)).toBe('EXPIRED');
    expect(expiryStage('2026-04-01', '2026-04-01', 30)).toBe('EXPIRING');
    expect(expiryStage('2026-04-01', '2026-05-01', 30)).toBe('EXPIRING');
    expect(expiryStage('2026-04-01', '2026-05-02', 30)).toBeUndefined();
    expect(expiryStage('2026-04-01', '2026-04-08', 7)).toBe('EXPIRING');
    expect(expiryStage('2026-04-01', '2026-04-09', 7)).toBeUndefined();
  });
  it('has nothing to say about a missing or malformed date', () => {
    expect(expiryStage('2026-04-01', null, 30)).toBeUndefined();
    expect(expiryStage('2026-04-01', '', 30)).toBeUndefined();
    expect(expiryStage('2026-04-01', '-', 30)).toBeUndefined();
    expect(expiryStage('2026-04-01', '2026-4-1', 30)).toBeUndefined();
  });
});
