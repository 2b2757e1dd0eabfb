import type { ErrorKey, FieldError } from '@fleetcheck/contracts';
import { assertNever, type Decider } from '../shared/decider';
import { DomainError } from '../shared/domain-error';

/**
 * A value unique within a scope (a username, an e-mail, a car number in a company, a detector serial): one
 * stream per value, held by one holder at a time. Claiming is the first of a registration's appends, so a
 * crash right after it leaves a claim whose holder never registered. No event marks that (auditors need not
 * learn to ignore bookkeeping): the holder's own stream is the truth, and whoever finds that the holder does
 * not hold the value names it as `orphanedHolder` to take the claim over.
 */
export type ClaimState<Claim> = { status: 'Free' } | { status: 'Held'; holder: string; claim: Claim };

export type ClaimCommand<Claim> =
  { type: 'ClaimValue'; data: { claim: Claim; orphanedHolder: string | null } } | { type: 'ReleaseValue'; data: { claim: Claim } };

/** The value is held by another: each scope answers with its own key (Errors.CarNumberTaken, ...). */
export class ValueTakenError extends DomainError {
  constructor(key: ErrorKey, fields?: readonly FieldError[]) {
    super(key, fields);
  }
}

/** What distinguishes one kind of claim: its events and who holds it. */
export interface ClaimRules<Claim, Event> {
  holder(claim: Claim): string;
  claimed(claim: Claim): Event;
  released(claim: Claim): Event;
  /** The claim an event makes; undefined for a release. */
  claimOf(event: Event): Claim | undefined;
  taken(claim: Claim): ValueTakenError;
}

export function claimDecider<Claim, Event>(rules: ClaimRules<Claim, Event>): Decider<ClaimCommand<Claim>, Event, ClaimState<Claim>> {
  return {
    initialState: () => ({ status: 'Free' }),
    evolve(_state, event) {
      const claim = rules.claimOf(event);
      return claim === undefined ? { status: 'Free' } : { status: 'Held', holder: rules.holder(claim), claim };
    },
    decide(command, state) {
      const { claim } = command.data;
      const holder = rules.holder(claim);
      switch (command.type) {
        case 'ClaimValue':
          if (state.status === 'Held' && state.holder === holder) return [];
          if (state.status === 'Held' && state.holder !== command.data.orphanedHolder) throw rules.taken(claim);
          return [rules.claimed(claim)];
        case 'ReleaseValue':
          // A value held by another (or by nobody) is left alone.
          return state.status === 'Held' && state.holder === holder ? [rules.released(claim)] : [];
        default:
          return assertNever(command);
      }
    },
  };
}
