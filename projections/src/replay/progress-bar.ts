import type { ReplayProgress } from './replay';

/**
 * A one-line progress bar on stderr. The fraction compares positions with the head: exact for the
 * PostgreSQL store (sequence numbers), an estimate for EventStoreDB (byte offsets).
 */
export function progressBar(stream: NodeJS.WriteStream = process.stderr, width = 30) {
  const started = performance.now();
  return (progress: ReplayProgress) => {
    const fraction = progress.head > 0n ? Math.min(1, Number(progress.position) / Number(progress.head)) : 1;
    const filled = Math.round(fraction * width);
    const seconds = (performance.now() - started) / 1000;
    const rate = seconds > 0 ? Math.round(progress.events / seconds) : 0;
    const bar = `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${(fraction * 100).toFixed(1)}% ${progress.events} events ${rate} events/s`;
    stream.write(stream.isTTY ? `\r${bar}` : `${bar}\n`);
  };
}
