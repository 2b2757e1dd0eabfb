import { describe, expect, it } from 'vitest';
import { formatDuration, progressLine } from '../src/replay/progress-bar';

describe('replay progress line', () => {
  it('shows the share of the log done, the rate, the time so far and the time left at that rate', () => {
    // A quarter of positions 1000..5000 done in 30 s: three quarters left take 90 s more.
    const line = progressLine({ events: 1000, position: 2000n, head: 5000n, from: 1000n }, 30, 8);
    expect(line).toBe('[##------] 25.0% 1000 events 33 events/s, 0:30 elapsed, ETA 1:30');
  });

  it('writes hours when there are any', () => {
    expect(formatDuration(3 * 3600 + 5 * 60 + 9)).toBe('3:05:09');
    expect(formatDuration(247)).toBe('4:07');
    expect(formatDuration(9)).toBe('0:09');
  });
});
