export interface PacedLoadOptions {
  /** Requests per second, over all senders. */
  rate: number;
  durationSeconds: number;
  /** Requests not yet answered; past this the load is behind and the tick sends nothing. */
  maxInFlight?: number;
  /** Sends request number `index`; resolves true when the server accepted it. */
  send(index: number): Promise<boolean>;
}

export interface LoadSummary {
  sent: number;
  accepted: number;
  failed: number;
  /** Requests the schedule asked for but could not start because maxInFlight were outstanding. */
  behind: number;
  elapsedSeconds: number;
  targetRate: number;
  achievedRate: number;
}

const TICK_MS = 10;

/**
 * Open-loop pacing: at every tick, start as many requests as the schedule says should have started by now,
 * so a slow answer does not slow the arrivals (the way independent devices behave).
 */
export async function runPacedLoad(options: PacedLoadOptions): Promise<LoadSummary> {
  const maxInFlight = options.maxInFlight ?? 512;
  const started = performance.now();
  const endAt = started + options.durationSeconds * 1000;
  let scheduled = 0;
  let sent = 0;
  let accepted = 0;
  let failed = 0;
  let behind = 0;
  const pending = new Set<Promise<void>>();

  const fire = (index: number) => {
    sent++;
    const request = options
      .send(index)
      .then((ok) => (ok ? accepted++ : failed++))
      .catch(() => failed++)
      .then(() => {
        pending.delete(request);
      });
    pending.add(request);
  };

  while (performance.now() < endAt) {
    const due = Math.floor(((performance.now() - started) / 1000) * options.rate);
    while (scheduled < due) {
      scheduled++;
      if (pending.size >= maxInFlight) behind++;
      else fire(scheduled - 1);
    }
    await new Promise((resolve) => setTimeout(resolve, TICK_MS));
  }
  await Promise.all(pending);
  const elapsedSeconds = (performance.now() - started) / 1000;
  return { sent, accepted, failed, behind, elapsedSeconds, targetRate: options.rate, achievedRate: accepted / elapsedSeconds };
}
