import type { EventStore, RecordedEvent } from '@fleetcheck/platform';

/** The whole global log, in order (tests: small stores only). */
export async function readWholeLog(eventStore: EventStore): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  let after: bigint | undefined;
  for (;;) {
    const page = await eventStore.readAll({ after, maxCount: 1000 });
    if (page.length === 0) return events;
    events.push(...page);
    after = page.at(-1)!.position;
  }
}

/** How many events of `type` carry each value of `field` in their data. */
export function countBy(events: readonly RecordedEvent[], type: string, field: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const event of events) {
    if (event.type !== type) continue;
    const key = String((event.data as Record<string, unknown>)[field]);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}
