/**
 * Messages relayed between the processes that serve the API (issue 35: a live call's signalling and the
 * managers' live queue): a message published on a channel reaches every subscriber of that channel in any
 * process, at most once and in the order published by one process. Nothing is kept: a subscriber that was not
 * listening misses it (the caller keeps what a reconnecting client must get again).
 */
export interface SignalRelay {
  publish(channel: string, message: unknown): Promise<void>;
  /** Resolves once listening (a message published after it resolves is delivered); answers the unsubscribe. */
  subscribe(channel: string, onMessage: (message: unknown) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The subscribers of one process by channel: the adapters listen once per process and fan out here. */
export class ChannelFanOut {
  private readonly listeners = new Map<string, Set<(message: unknown) => void>>();

  add(channel: string, listener: (message: unknown) => void): { first: boolean; remove: () => boolean } {
    const set = this.listeners.get(channel) ?? new Set();
    const first = set.size === 0;
    set.add(listener);
    this.listeners.set(channel, set);
    return {
      first,
      /** True when it was the channel's last listener. */
      remove: () => {
        set.delete(listener);
        if (set.size > 0) return false;
        this.listeners.delete(channel);
        return true;
      },
    };
  }

  deliver(channel: string, message: unknown): void {
    for (const listener of [...(this.listeners.get(channel) ?? [])]) listener(message);
  }

  get channels(): string[] {
    return [...this.listeners.keys()];
  }
}

/** The relay of one process alone (tests, or a single process with no shared store to relay through). */
export class InMemorySignalRelay implements SignalRelay {
  private readonly fanOut = new ChannelFanOut();

  async publish(channel: string, message: unknown): Promise<void> {
    // Delivered after the publisher goes on, as a relay through a store would.
    const copy = JSON.parse(JSON.stringify(message)) as unknown;
    setImmediate(() => this.fanOut.deliver(channel, copy));
  }

  async subscribe(channel: string, onMessage: (message: unknown) => void): Promise<() => Promise<void>> {
    const { remove } = this.fanOut.add(channel, onMessage);
    return async () => void remove();
  }

  async close(): Promise<void> {}
}
