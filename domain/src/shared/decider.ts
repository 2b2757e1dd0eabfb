/**
 * The shape of every aggregate: a pure `decide` (command + state -> new events, or a thrown DomainError)
 * and a pure `evolve` (state + event -> state). Time and ids arrive inside the command, never from a
 * global, so a decider test needs no I/O and no fakes.
 */
export interface Decider<Command, Event, State> {
  initialState(): State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event[];
}

/** Ends every switch over a union: adding a variant without handling it is a type error. */
export function assertNever(value: never): never {
  throw new Error(`Unhandled variant ${JSON.stringify(value)}`);
}

export function fold<Event, State>(
  decider: Pick<Decider<unknown, Event, State>, 'initialState' | 'evolve'>,
  events: readonly Event[],
): State {
  return events.reduce((state, event) => decider.evolve(state, event), decider.initialState());
}

/** The fields of `next` that differ from `current` (an edit that changes nothing yields {}). */
export function changedFields<T extends object>(current: T, next: Partial<T>): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T)[]) {
    if (next[key] !== undefined && next[key] !== current[key]) changes[key] = next[key];
  }
  return changes;
}

export const isEmpty = (value: object): boolean => Object.keys(value).length === 0;
