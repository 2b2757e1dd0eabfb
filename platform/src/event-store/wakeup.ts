/**
 * A broadcast "something new may be there" signal. Waiters remember the generation they last saw before
 * reading, so a signal that arrives between the read and the wait is never lost.
 */
export class Wakeup {
  private generation = 0;
  private readonly waiters = new Set<() => void>();

  get current(): number {
    return this.generation;
  }

  notify(): void {
    this.generation++;
    for (const wake of [...this.waiters]) wake();
  }

  /** Resolves on the next signal after generation `seen`, or after `timeoutMs` (the safety poll). */
  wait(seen: number, timeoutMs: number): Promise<void> {
    if (this.generation !== seen) return Promise.resolve();
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.waiters.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, timeoutMs);
      this.waiters.add(wake);
    });
  }
}
