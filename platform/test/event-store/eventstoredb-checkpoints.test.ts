import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKPOINT_BATCH, CHECKPOINT_INTERVAL_MS, CheckpointWriter } from '../../src/event-store/eventstoredb/checkpoint-writer';

/* The EventStoreDB subscriber stores its position per batch, per interval and on stop: never one append per event. */
describe('EventStoreDB checkpoint writer', () => {
  let stored: bigint[];
  let writer: CheckpointWriter;
  beforeEach(() => {
    vi.useFakeTimers();
    stored = [];
    writer = new CheckpointWriter(async (position) => void stored.push(position));
  });
  afterEach(() => vi.useRealTimers());

  it(`stores once after ${CHECKPOINT_BATCH} handled events, with the last position`, async () => {
    for (let i = 1n; i <= 499n; i++) await writer.handled(i);
    expect(stored).toEqual([]);
    await writer.handled(500n);
    expect(stored).toEqual([500n]);
  });

  it(`stores a quiet subscriber's last position ${CHECKPOINT_INTERVAL_MS} ms after the first unstored event`, async () => {
    await writer.handled(7n);
    await writer.handled(9n);
    await vi.advanceTimersByTimeAsync(999);
    expect(stored).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(stored).toEqual([9n]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(stored).toEqual([9n]);
  });

  it('stores what is unstored on flush (stop), and nothing when all is stored', async () => {
    await writer.handled(3n);
    await writer.flush();
    await writer.flush();
    expect(stored).toEqual([3n]);
  });

  it('makes the next event fail when a background store failed, so the subscription ends instead of losing it', async () => {
    const failing = new CheckpointWriter(async () => {
      throw new Error('server unavailable');
    });
    await failing.handled(1n);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(failing.handled(2n)).rejects.toThrow('server unavailable');
  });
});
