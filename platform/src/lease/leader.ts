import type { Logger } from '../logging/logger';
import type { LeaseStore } from './port';

/** How often a standby tries to take the lease. */
export const LEASE_RETRY_MS = 1_000;

export interface Led {
  /** True while this process holds the lease and the work runs. */
  leading(): boolean;
  /** Stops the work (if running) and gives the lease up. */
  stop(): Promise<void>;
}

/**
 * Runs `start`ed work only while this process holds the lease `name`; every other process stands by and takes
 * over when the holder stops, crashes or loses its connection. The work must resume from a durable checkpoint
 * (a checkpointed subscription does), so a takeover neither skips nor repeats more than the holder's last
 * unstored batch.
 */
export function runAsLeader(
  leases: LeaseStore,
  name: string,
  start: () => Promise<{ stop(): Promise<void> }>,
  options: { logger?: Logger; retryMs?: number } = {},
): Led {
  const retryMs = options.retryMs ?? LEASE_RETRY_MS;
  let stopping = false;
  let isLeading = false;
  let wake: (() => void) | undefined;
  const pause = () => new Promise<void>((resolve) => ((wake = resolve), setTimeout(resolve, retryMs).unref()));
  let stopRequested!: () => void;
  const stopSignal = new Promise<void>((resolve) => (stopRequested = resolve));

  const loop = async () => {
    while (!stopping) {
      const lease = await leases.tryAcquire(name).catch((error: unknown) => {
        options.logger?.warn({ err: error, lease: name }, 'lease: store unreachable; trying again');
        return undefined;
      });
      if (!lease) {
        await pause();
        continue;
      }
      if (stopping) {
        await lease.release();
        break;
      }
      const work = await start().catch(async (error: unknown) => {
        options.logger?.error({ err: error, lease: name }, 'lease: the work failed to start; giving the lease up');
        return undefined;
      });
      if (work) {
        isLeading = true;
        options.logger?.info({ lease: name }, 'lease taken: this process does the work');
        const lost = await Promise.race([lease.lost.then(() => true), stopSignal.then(() => false)]);
        isLeading = false;
        if (lost) options.logger?.warn({ lease: name }, 'lease lost: stopping the work; another process takes over');
        await work.stop();
      }
      await lease.release();
      if (!stopping) await pause();
    }
  };
  const done = loop();
  return {
    leading: () => isLeading,
    async stop() {
      stopping = true;
      stopRequested();
      wake?.();
      await done;
    },
  };
}
