/**
 * Polls `check` until it holds, or fails naming `what` once `limitMs` has passed: a bound on waiting for
 * something asynchronous (a subscriber, a queue, a lease), not an assertion about its speed.
 */
export async function until(check: () => boolean | Promise<boolean>, what: string, limitMs = 30_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
