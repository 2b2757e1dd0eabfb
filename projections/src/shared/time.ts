import type { ProjectedEvent } from '../runner/projection';

/** When the event happened (metadata), not when it was stored: replays must produce the same documents. */
export const occurredAt = (event: ProjectedEvent): string => event.metadata.occurredAt;
