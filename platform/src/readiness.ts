/**
 * Tracks whether each part of a process is ready. `/api/v1/health` answers 200 only once every registered
 * part has reported ready, so a load balancer (or the test runner) never sends work to a half-started system.
 */
export class Readiness {
  private readonly parts = new Map<string, boolean>();
  private stopped = false;

  /**
   * Shutdown has begun: readiness answers 503 ("stopping") so load balancers and Services send no new work while
   * the requests in flight finish (liveness, `/health`, stays as it was: the process is not broken).
   */
  stop(): void {
    this.stopped = true;
  }

  get stopping(): boolean {
    return this.stopped;
  }

  register(part: string): () => void {
    this.parts.set(part, false);
    return () => this.parts.set(part, true);
  }

  get ready(): boolean {
    return this.parts.size > 0 && [...this.parts.values()].every(Boolean);
  }

  report(): Record<string, 'ready' | 'starting'> {
    return Object.fromEntries([...this.parts].map(([part, ok]) => [part, ok ? 'ready' : 'starting']));
  }
}
