/** Percentile by nearest rank over a copy of `samples` (milliseconds in, milliseconds out). */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return round(sorted[rank]!);
}

export function round(value: number, digits = 3): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** Event-store figure divided by the plain-SQL figure of the same work. */
export function ratio(eventStore: number, plain: number): number {
  return round(eventStore / plain);
}

/** Wall-clock milliseconds with sub-millisecond resolution, comparable across callbacks. */
export const now = (): number => performance.timeOrigin + performance.now();
