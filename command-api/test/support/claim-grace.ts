import { vi } from 'vitest';
import { CLAIM_GRACE_MS } from '../../src/shared/unique-claims';

/**
 * Runs `check` with the wall clock moved past the claim grace (shared/unique-claims.ts), as if the claims made
 * before were that old; the store's recording times stay real.
 */
export async function pastTheClaimGrace<T>(check: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    vi.setSystemTime(Date.now() + CLAIM_GRACE_MS + 1000);
    return await check();
  } finally {
    vi.useRealTimers();
  }
}
