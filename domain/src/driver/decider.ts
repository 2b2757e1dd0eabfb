import { driverCatalogue, type DriverEvent, type DriverProfile } from '@fleetcheck/contracts';
import type { Aggregate } from '../shared/aggregate';
import { assertNever, changedFields, isEmpty, type Decider } from '../shared/decider';
import { DomainError, notFound } from '../shared/domain-error';

export interface DriverAccount {
  driverId: string;
  companyId: string;
  username: string;
  passwordHash: string;
  profile: DriverProfile;
}

/** A one-time sign-in link for the driver's phone: the hash of its secret and when it stops working. */
export interface DriverInvitation {
  tokenHash: string;
  expiresAt: string;
}

export type DriverState =
  | { status: 'None' }
  | { status: 'Active'; account: DriverAccount; invitation?: DriverInvitation }
  | { status: 'Deleted'; account: DriverAccount };

/** `actingCompanyId`: see ManagerCommand; drivers are only ever managed from inside their company. */
export type DriverCommand =
  | { type: 'CreateDriver'; data: DriverAccount }
  | { type: 'UpdateDriver'; data: { actingCompanyId: string; profile: DriverProfile } }
  | { type: 'ResetDriverPassword'; data: { actingCompanyId: string; passwordHash: string } }
  | { type: 'DeleteDriver'; data: { actingCompanyId: string } }
  | { type: 'InviteDriver'; data: { actingCompanyId: string; invitedBy: string; invitationTokenHash: string; invitationExpiresAt: string } }
  | { type: 'SetDriverPasswordByInvitation'; data: { tokenHash: string; passwordHash: string; now: string } };

/** An invitation works once, until it expires, and only the latest one made for the driver. */
export function invitationUsable(state: DriverState, tokenHash: string, now: string): state is Extract<DriverState, { status: 'Active' }> {
  return (
    state.status === 'Active' &&
    state.invitation !== undefined &&
    state.invitation.tokenHash === tokenHash &&
    Date.parse(state.invitation.expiresAt) > Date.parse(now)
  );
}

function activeIn(state: DriverState, actingCompanyId: string): Extract<DriverState, { status: 'Active' }> {
  if (state.status !== 'Active' || state.account.companyId !== actingCompanyId) throw notFound();
  return state;
}

export function decide(command: DriverCommand, state: DriverState): DriverEvent[] {
  switch (command.type) {
    case 'CreateDriver':
      if (state.status !== 'None') throw new DomainError('Errors.Conflict');
      return [{ type: 'DriverCreated', data: command.data }];
    case 'UpdateDriver': {
      const { account } = activeIn(state, command.data.actingCompanyId);
      const changes = changedFields(account.profile, command.data.profile);
      return isEmpty(changes)
        ? []
        : [{ type: 'DriverUpdated', data: { driverId: account.driverId, companyId: account.companyId, changes } }];
    }
    case 'ResetDriverPassword': {
      const { account } = activeIn(state, command.data.actingCompanyId);
      return [
        {
          type: 'DriverPasswordReset',
          data: { driverId: account.driverId, companyId: account.companyId, passwordHash: command.data.passwordHash },
        },
      ];
    }
    case 'DeleteDriver': {
      const { account } = activeIn(state, command.data.actingCompanyId);
      return [{ type: 'DriverDeleted', data: { driverId: account.driverId, companyId: account.companyId } }];
    }
    case 'InviteDriver': {
      const { actingCompanyId, ...invitation } = command.data;
      const { account } = activeIn(state, actingCompanyId);
      return [{ type: 'DriverInvited', data: { driverId: account.driverId, companyId: account.companyId, ...invitation } }];
    }
    case 'SetDriverPasswordByInvitation': {
      const { tokenHash, passwordHash, now } = command.data;
      if (!invitationUsable(state, tokenHash, now)) throw new DomainError('Errors.VerificationInvalid');
      const { driverId, companyId } = state.account;
      return [{ type: 'DriverPasswordSet', data: { driverId, companyId, passwordHash, invitationTokenHash: tokenHash } }];
    }
    default:
      return assertNever(command);
  }
}

export function evolve(state: DriverState, event: DriverEvent): DriverState {
  switch (event.type) {
    case 'DriverCreated':
      return { status: 'Active', account: event.data };
    case 'DriverUpdated':
      if (state.status !== 'Active') return state;
      return { ...state, account: { ...state.account, profile: { ...state.account.profile, ...event.data.changes } } };
    case 'DriverPasswordReset':
      if (state.status !== 'Active') return state;
      return { ...state, account: { ...state.account, passwordHash: event.data.passwordHash } };
    case 'DriverInvited':
      if (state.status !== 'Active') return state;
      return { ...state, invitation: { tokenHash: event.data.invitationTokenHash, expiresAt: event.data.invitationExpiresAt } };
    case 'DriverPasswordSet':
      if (state.status !== 'Active') return state;
      return { status: 'Active', account: { ...state.account, passwordHash: event.data.passwordHash } };
    case 'DriverDeleted':
      if (state.status !== 'Active') return state;
      return { status: 'Deleted', account: state.account };
    default:
      return assertNever(event);
  }
}

export const driverDecider: Decider<DriverCommand, DriverEvent, DriverState> = { initialState: () => ({ status: 'None' }), evolve, decide };
export const driverAggregate: Aggregate<DriverCommand, DriverEvent, DriverState> = { decider: driverDecider, codec: driverCatalogue };
