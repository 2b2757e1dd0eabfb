import { sessionCatalogue, type SessionAudience, type SessionEvent } from '@fleetcheck/contracts';
import type { Aggregate } from '../shared/aggregate';
import { assertNever, type Decider } from '../shared/decider';
import { DomainError } from '../shared/domain-error';

export interface SessionFacts {
  sessionId: string;
  audience: SessionAudience;
  userId: string;
  userType: number;
  companyId: string | null;
  onBehalfOf: { adminId: string; companyId: string } | null;
  /** For an on-behalf session: the admin session it was opened from (it ends with it). */
  openedFromSessionId: string | null;
}

export type SessionState =
  | { status: 'None' }
  | { status: 'Active'; session: SessionFacts; tokenHash: string; expiresAt: string; usedHashes: string[] }
  | { status: 'Revoked'; session: SessionFacts; usedHashes: string[] };

export type SessionCommand =
  | { type: 'StartSession'; data: SessionFacts & { tokenHash: string; expiresAt: string } }
  | { type: 'RefreshSession'; data: { presentedHash: string; tokenHash: string; expiresAt: string; now: string } }
  | { type: 'RevokeSession'; data: { reason: 'logout' } };

const invalid = () => new DomainError('Errors.RefreshTokenInvalid');

export function decide(command: SessionCommand, state: SessionState): SessionEvent[] {
  switch (command.type) {
    case 'StartSession':
      if (state.status !== 'None') throw new DomainError('Errors.Conflict');
      return [{ type: 'SessionStarted', data: command.data }];
    case 'RefreshSession': {
      if (state.status !== 'Active') throw invalid();
      const { presentedHash, tokenHash, expiresAt, now } = command.data;
      // A token that was already rotated away is being replayed: someone else holds a copy. Revoking the
      // whole family logs out both the thief and the user, who signs in again (RFC 9700 section 4.14.2).
      if (state.usedHashes.includes(presentedHash)) {
        return [{ type: 'SessionRevoked', data: { sessionId: state.session.sessionId, reason: 'reuse-detected' } }];
      }
      if (presentedHash !== state.tokenHash || Date.parse(state.expiresAt) <= Date.parse(now)) throw invalid();
      return [
        { type: 'SessionRefreshed', data: { sessionId: state.session.sessionId, previousTokenHash: presentedHash, tokenHash, expiresAt } },
      ];
    }
    case 'RevokeSession':
      if (state.status !== 'Active') return [];
      return [{ type: 'SessionRevoked', data: { sessionId: state.session.sessionId, reason: command.data.reason } }];
    default:
      return assertNever(command);
  }
}

export function evolve(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'SessionStarted': {
      const { tokenHash, expiresAt, ...session } = event.data;
      return { status: 'Active', session, tokenHash, expiresAt, usedHashes: [] };
    }
    case 'SessionRefreshed':
      if (state.status !== 'Active') return state;
      return {
        ...state,
        tokenHash: event.data.tokenHash,
        expiresAt: event.data.expiresAt,
        usedHashes: [...state.usedHashes, event.data.previousTokenHash],
      };
    case 'SessionRevoked':
      if (state.status === 'None') return state;
      return {
        status: 'Revoked',
        session: state.session,
        usedHashes: state.status === 'Active' ? [...state.usedHashes, state.tokenHash] : state.usedHashes,
      };
    default:
      return assertNever(event);
  }
}

export const sessionDecider: Decider<SessionCommand, SessionEvent, SessionState> = {
  initialState: () => ({ status: 'None' }),
  evolve,
  decide,
};

export const sessionAggregate: Aggregate<SessionCommand, SessionEvent, SessionState> = { decider: sessionDecider, codec: sessionCatalogue };
