import { auditorCatalogue, type AuditorActivity, type AuditorEvent, type AuditorScope, type Language } from '@fleetcheck/contracts';
import type { Aggregate } from '../shared/aggregate';
import { assertNever, type Decider } from '../shared/decider';
import { DomainError } from '../shared/domain-error';

export interface AuditorAccount {
  auditorId: string;
  email: string;
  name: string;
  language: Language;
  scope: AuditorScope;
  accessEndsAt: string;
  invitedBy: string;
}

/**
 * Invited: the e-mailed code is still to be used. Active: a password is set. Revoked: access ended at once.
 * Access also ends by itself at `accessEndsAt` (see `auditorMayAct`).
 */
export type AuditorState =
  | { status: 'None' }
  | { status: 'Invited'; account: AuditorAccount; invitation: { tokenHash: string; expiresAt: string } }
  | { status: 'Active'; account: AuditorAccount; passwordHash: string; recentRequestIds: readonly string[] }
  | { status: 'Revoked'; account: AuditorAccount };

export type AuditorCommand =
  | {
      type: 'InviteAuditor';
      data: AuditorAccount & { now: string; invitationTokenHash: string; invitationExpiresAt: string };
    }
  | { type: 'SetAuditorPassword'; data: { tokenHash: string; passwordHash: string; now: string } }
  | { type: 'RevokeAuditor'; data: { revokedBy: string } }
  | { type: 'RecordAuditorActivity'; data: AuditorActivity & { now: string } };

/**
 * The auditor's access period, the one rule every reader of it applies (the decider, session validity, the
 * admins' list): access runs up to, not including, `accessEndsAt` (the last millisecond of the chosen day in
 * Japan), and ends by itself then, with no event.
 */
/** How many of an auditor's latest recorded request ids a new read is compared with: a retry comes within a few reads. */
export const RECENT_REQUEST_IDS = 100;

export const accessRunsAt = (accessEndsAt: string, now: Date | string): boolean =>
  Date.parse(accessEndsAt) > (typeof now === 'string' ? Date.parse(now) : now.getTime());

/** An auditor may read (sign in, keep a session, open pages) only while active and before the end of access. */
export function auditorMayAct(state: AuditorState, now: string): state is Extract<AuditorState, { status: 'Active' }> {
  return state.status === 'Active' && accessRunsAt(state.account.accessEndsAt, now);
}

/** Whether a scope lets its auditor read a company. */
export function scopeCovers(scope: AuditorScope, companyId: string): boolean {
  return scope.kind === 'all' || scope.companyIds.includes(companyId);
}

export function decide(command: AuditorCommand, state: AuditorState): AuditorEvent[] {
  switch (command.type) {
    case 'InviteAuditor': {
      if (state.status !== 'None') throw new DomainError('Errors.Conflict');
      const { now, ...data } = command.data;
      if (!accessRunsAt(data.accessEndsAt, now))
        throw new DomainError('Errors.Invalid', [{ path: 'accessEndsOn', key: 'Errors.AuditorAccessEndInPast' }]);
      return [{ type: 'AuditorInvited', data }];
    }
    case 'SetAuditorPassword': {
      const { tokenHash, passwordHash, now } = command.data;
      const usable =
        state.status === 'Invited' &&
        state.invitation.tokenHash === tokenHash &&
        Date.parse(state.invitation.expiresAt) > Date.parse(now) &&
        accessRunsAt(state.account.accessEndsAt, now);
      if (!usable) throw new DomainError('Errors.VerificationInvalid');
      return [{ type: 'AuditorPasswordSet', data: { auditorId: state.account.auditorId, passwordHash, invitationTokenHash: tokenHash } }];
    }
    case 'RevokeAuditor':
      if (state.status === 'None') throw new DomainError('Errors.NotFound');
      if (state.status === 'Revoked') return [];
      return [{ type: 'AuditorRevoked', data: { auditorId: state.account.auditorId, revokedBy: command.data.revokedBy } }];
    case 'RecordAuditorActivity': {
      const { now, ...activity } = command.data;
      if (!auditorMayAct(state, now)) throw new DomainError('Errors.Unauthorized');
      if (activity.companyId !== null && !scopeCovers(state.account.scope, activity.companyId)) throw new DomainError('Errors.Forbidden');
      // The same request again (a GET retried after a reset connection) was read once: it is recorded once.
      if (activity.requestId !== undefined && state.recentRequestIds.includes(activity.requestId)) return [];
      return [{ type: 'AuditorActivityRecorded', data: { auditorId: state.account.auditorId, ...activity } }];
    }
    default:
      return assertNever(command);
  }
}

export function evolve(state: AuditorState, event: AuditorEvent): AuditorState {
  switch (event.type) {
    case 'AuditorInvited': {
      const { invitationTokenHash, invitationExpiresAt, ...account } = event.data;
      return { status: 'Invited', account, invitation: { tokenHash: invitationTokenHash, expiresAt: invitationExpiresAt } };
    }
    case 'AuditorPasswordSet':
      return state.status === 'None'
        ? state
        : { status: 'Active', account: state.account, passwordHash: event.data.passwordHash, recentRequestIds: [] };
    case 'AuditorRevoked':
      return state.status === 'None' ? state : { status: 'Revoked', account: state.account };
    case 'AuditorActivityRecorded': {
      const { requestId } = event.data;
      if (state.status !== 'Active' || requestId === undefined) return state;
      return { ...state, recentRequestIds: [...state.recentRequestIds, requestId].slice(-RECENT_REQUEST_IDS) };
    }
    default:
      return assertNever(event);
  }
}

export const auditorDecider: Decider<AuditorCommand, AuditorEvent, AuditorState> = {
  initialState: () => ({ status: 'None' }),
  evolve,
  decide,
};
export const auditorAggregate: Aggregate<AuditorCommand, AuditorEvent, AuditorState> = { decider: auditorDecider, codec: auditorCatalogue };
