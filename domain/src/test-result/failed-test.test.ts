import { describe, expect, it } from 'vitest';
import { isFailedTest } from './failed-test';

describe('failed test rule', () => {
  it('with threshold 0, any alcohol fails and none passes', () => {
    expect(isFailedTest(0, 0)).toBe(false);
    expect(isFailedTest(0.001, 0)).toBe(true);
  });

  it('with threshold 0.15, a result at the threshold passes and one strictly above fails', () => {
    expect(isFailedTest(0.1, 0.15)).toBe(false);
    expect(isFailedTest(0.15, 0.15)).toBe(false);
    expect(isFailedTest(0.151, 0.15)).toBe(true);
    expect(isFailedTest(0.2, 0.15)).toBe(true);
  });
});
