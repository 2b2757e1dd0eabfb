import type { Decider } from './decider';

/** What the handler needs from an event catalogue (contracts' createCatalogue provides it). */
export interface EventCodec<Event> {
  encode(event: Event): { type: string; schemaVersion: number; data: unknown };
  decode(type: string, schemaVersion: number, data: unknown): Event;
}

export interface Aggregate<Command, Event, State> {
  decider: Decider<Command, Event, State>;
  codec: EventCodec<Event>;
}
