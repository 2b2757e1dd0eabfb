import type { ReplayProgress } from './replay';

/** '1:05:09' / '4:07' / '0:09' */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const [h, m, s] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}

/** The line the bar shows: done fraction of the log, events, rate, elapsed time and the estimate of the rest. */
export function progressLine(progress: ReplayProgress, seconds: number, width = 30): string {
  const span = progress.head - progress.from;
  const fraction = span > 0n ? Math.min(1, Math.max(0, Number(progress.position - progress.from) / Number(span))) : 1;
  const filled = Math.round(fraction * width);
  const rate = seconds > 0 ? Math.round(progress.events / seconds) : 0;
  const eta = fraction > 0 ? formatDuration((seconds * (1 - fraction)) / fraction) : '?';
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${(fraction * 100).toFixed(1)}% ${progress.events} events ${rate} events/s, ${formatDuration(seconds)} elapsed, ETA ${eta}`;
}

/**
 * A one-line progress bar on stderr, with the time left estimated from the rate so far. The fraction compares
 * positions with the head: close for the PostgreSQL store (ordered positions), an estimate for EventStoreDB
 * (byte offsets). Off a terminal, one line every `everyMs` at most.
 */
export function progressBar(stream: NodeJS.WriteStream = process.stderr, everyMs = 2000) {
  const started = performance.now();
  let shown = -Infinity;
  return (progress: ReplayProgress) => {
    const at = performance.now();
    if (!stream.isTTY && at - shown < everyMs && progress.position < progress.head) return;
    shown = at;
    const line = progressLine(progress, (at - started) / 1000);
    stream.write(stream.isTTY ? `\r${line}\x1b[K` : `${line}\n`);
  };
}
