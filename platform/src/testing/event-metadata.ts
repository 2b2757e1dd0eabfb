import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '@fleetcheck/contracts';

/** Metadata for events a store test appends: a manager of company c-1, a fresh correlation id, now. */
export const testEventMetadata = (): EventMetadata => ({
  actor: { userId: 'u-1', role: 'manager', companyId: 'c-1' },
  onBehalfOf: null,
  correlationId: randomUUID(),
  causationId: null,
  occurredAt: new Date().toISOString(),
});
