/**
 * Runs at most one task at a time: callers arriving while it runs share its promise.
 * This is the lock that makes a burst of 401 responses cause a single token refresh.
 */
export class SingleFlight<T> {
  private pending: Promise<T> | undefined;

  constructor(private readonly task: () => Promise<T>) {}

  get inFlight(): Promise<T> | undefined {
    return this.pending;
  }

  run(): Promise<T> {
    if (!this.pending) {
      this.pending = this.task().finally(() => {
        this.pending = undefined;
      });
    }
    return this.pending;
  }
}
