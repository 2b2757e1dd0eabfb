import type { Logger, Subscription } from '@fleetcheck/platform';

const MAX_RESTART_DELAY_MS = 30_000;

export interface SuperviseOptions {
  logger?: Logger;
  firstRestartDelayMs?: number;
}

/**
 * A checkpointed subscription, restarted after a failure (a store or queue unreachable, say) with a doubling
 * delay. It resumes from its checkpoint, so nothing is skipped; `stop` ends it for good.
 */
export function superviseSubscription(name: string, start: () => Subscription, options: SuperviseOptions = {}): Subscription {
  let stopped = false;
  let current: Subscription | undefined;
  let wake: (() => void) | undefined;
  const firstDelay = options.firstRestartDelayMs ?? 500;

  const run = async (): Promise<void> => {
    let delay = firstDelay;
    while (!stopped) {
      current = start();
      try {
        await current.done;
        return;
      } catch (error) {
        if (stopped) return;
        options.logger?.error({ err: error, retryInMs: delay }, `workers: ${name} failed; restarting from its checkpoint`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, delay).unref();
        });
        delay = Math.min(delay * 2, MAX_RESTART_DELAY_MS);
      }
    }
  };
  const done = run();
  return {
    done,
    async stop() {
      stopped = true;
      wake?.();
      await current?.stop();
      await done;
    },
  };
}
