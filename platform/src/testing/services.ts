/**
 * Test-side service discovery. A test that needs a service calls `serviceAvailable`; when the service is
 * missing the test skips with one clear line, unless REQUIRE_SERVICES names it, in which case it fails.
 */
export type ServiceName = 'redis' | 'eventstoredb' | 'mongodb' | 'chromium';

export function requiredServices(): Set<string> {
  return new Set(
    (process.env.REQUIRE_SERVICES ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
}

/**
 * Returns true when `probe` succeeds. When it fails: throws if the service is required, otherwise prints
 * `SKIPPED <suite>: <reason>` once and returns false so the caller can `describe.skipIf(!available)`.
 */
export async function serviceAvailable(
  service: ServiceName,
  suite: string,
  probe: () => Promise<unknown>,
  howToEnable: string,
): Promise<boolean> {
  try {
    await probe();
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (requiredServices().has(service)) {
      throw new Error(`${service} is required by REQUIRE_SERVICES but unavailable for ${suite}: ${reason}`);
    }
    console.warn(`SKIPPED ${suite}: ${service} unavailable (${reason}). ${howToEnable}`);
    return false;
  }
}
