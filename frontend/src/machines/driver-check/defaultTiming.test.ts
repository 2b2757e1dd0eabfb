import { describe, expect, it } from 'vitest';
import { defaultTiming } from './defaultTiming';

// 08:00 and 18:00 in Japan.
const morning = new Date('2026-11-27T23:00:00Z');
const evening = new Date('2026-11-28T09:00:00Z');

describe('defaultTiming', () => {
  it('follows the last check of the day: after driving after a before-driving check, and the other way round', () => {
    expect(defaultTiming(['before_driving'], morning)).toBe('after_driving');
    expect(defaultTiming(['before_driving', 'after_driving'], evening)).toBe('before_driving');
  });
  it('with no check today, proposes before driving in the morning and after driving from 15:00 Japan time', () => {
    expect(defaultTiming([], morning)).toBe('before_driving');
    expect(defaultTiming([], evening)).toBe('after_driving');
  });
});
