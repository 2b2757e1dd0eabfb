/** A bound on waiting for the asynchronous side (projections, workers, restarts), not an assertion about speed. */
export const WAIT_LIMIT_MS = 90_000;

/** Probes until it returns a value (not undefined), or fails once `limitMs` has passed. */
export async function eventually<T>(what: string, probe: () => Promise<T | undefined>, limitMs = WAIT_LIMIT_MS): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
