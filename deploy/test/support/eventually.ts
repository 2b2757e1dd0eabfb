/** A bound on waiting for the asynchronous side (projections, workers, restarts), not an assertion about speed. */
export const WAIT_LIMIT_MS = 90_000;

/**
 * Probes until it returns a value (not undefined), or fails once `limitMs` has passed.
 * A probe that throws is retried, but its last error is kept and reported on timeout (as the cause), so the real failure is not hidden.
 */
export async function eventually<T>(what: string, probe: () => Promise<T | undefined>, limitMs = WAIT_LIMIT_MS): Promise<T> {
  const deadline = Date.now() + limitMs;
  let lastError: unknown;
  for (;;) {
    let value: T | undefined;
    try {
      value = await probe();
      lastError = undefined;
    } catch (error) {
      lastError = error;
    }
    if (value !== undefined) return value;
    if (Date.now() > deadline) {
      if (lastError === undefined) throw new Error(`gave up waiting for ${what}`);
      const detail = lastError instanceof Error ? lastError.message : String(lastError);
      throw new Error(`gave up waiting for ${what}; last error: ${detail}`, { cause: lastError });
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
