import type { ReadStore } from './port';

const POLL_MS = 25;

/**
 * Waits until the checkpoint of every read model named has reached `position`, polling the read store, for
 * a reader in another process than the projections; false once `timeoutMs` has passed without.
 */
export async function checkpointsReached(
  readStore: ReadStore,
  names: readonly string[],
  position: bigint,
  timeoutMs: number,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const checkpoints = await Promise.all(names.map((name) => readStore.getCheckpoint(name)));
    if (checkpoints.every((checkpoint) => checkpoint !== undefined && checkpoint >= position)) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
