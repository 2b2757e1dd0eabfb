import { companyCatalogue, type CompanyDetails, type CompanyEvent } from '@fleetcheck/contracts';
import type { Aggregate } from '../shared/aggregate';
import { assertNever, changedFields, isEmpty, type Decider } from '../shared/decider';
import { DomainError, notFound } from '../shared/domain-error';

interface PendingToken {
  tokenHash: string;
  expiresAt: string;
}

export type CompanyState =
  | { status: 'None' }
  | { status: 'Unverified'; companyId: string; details: CompanyDetails; pendingTokens: PendingToken[] }
  | { status: 'Active'; companyId: string; details: CompanyDetails }
  | { status: 'Deleted'; companyId: string; details: CompanyDetails };

export type CompanyCommand =
  | { type: 'RegisterCompany'; data: { companyId: string; details: CompanyDetails; emailVerified: boolean; registeredAt: string } }
  | { type: 'RequestCompanyEmailVerification'; data: { tokenHash: string; expiresAt: string } }
  | { type: 'VerifyCompanyEmail'; data: { tokenHash: string; now: string } }
  /** `actingCompanyId` null: a platform admin (any company); otherwise only that company. */
  | { type: 'UpdateCompanyDetails'; data: { actingCompanyId: string | null; details: CompanyDetails } }
  | { type: 'DeleteCompany'; data: { deletedAt: string } };

/** Both unverified and verified companies exist for their users; only 'None' and 'Deleted' do not. */
export const companyExists = (state: CompanyState): state is Extract<CompanyState, { status: 'Unverified' | 'Active' }> =>
  state.status === 'Unverified' || state.status === 'Active';

export function decide(command: CompanyCommand, state: CompanyState): CompanyEvent[] {
  switch (command.type) {
    case 'RegisterCompany':
      if (state.status !== 'None') throw new DomainError('Errors.Conflict');
      return [{ type: 'CompanyRegistered', data: command.data }];
    case 'RequestCompanyEmailVerification':
      if (state.status !== 'Unverified') throw notFound();
      return [{ type: 'CompanyEmailVerificationRequested', data: { companyId: state.companyId, ...command.data } }];
    case 'VerifyCompanyEmail': {
      // Every failure is the same key: an attacker learns nothing about which part was wrong.
      if (state.status !== 'Unverified') throw new DomainError('Errors.VerificationInvalid');
      const token = state.pendingTokens.find((t) => t.tokenHash === command.data.tokenHash);
      if (!token || Date.parse(token.expiresAt) <= Date.parse(command.data.now)) throw new DomainError('Errors.VerificationInvalid');
      return [
        { type: 'CompanyEmailVerified', data: { companyId: state.companyId, tokenHash: token.tokenHash, verifiedAt: command.data.now } },
      ];
    }
    case 'UpdateCompanyDetails': {
      if (!companyExists(state)) throw notFound();
      if (command.data.actingCompanyId !== null && command.data.actingCompanyId !== state.companyId) throw notFound();
      const changes = changedFields(state.details, command.data.details);
      return isEmpty(changes) ? [] : [{ type: 'CompanyDetailsUpdated', data: { companyId: state.companyId, changes } }];
    }
    case 'DeleteCompany':
      if (!companyExists(state)) throw notFound();
      return [{ type: 'CompanyDeleted', data: { companyId: state.companyId, deletedAt: command.data.deletedAt } }];
    default:
      return assertNever(command);
  }
}

export function evolve(state: CompanyState, event: CompanyEvent): CompanyState {
  switch (event.type) {
    case 'CompanyRegistered': {
      const { companyId, details, emailVerified } = event.data;
      return emailVerified ? { status: 'Active', companyId, details } : { status: 'Unverified', companyId, details, pendingTokens: [] };
    }
    case 'CompanyEmailVerificationRequested':
      if (state.status !== 'Unverified') return state;
      return { ...state, pendingTokens: [...state.pendingTokens, { tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt }] };
    case 'CompanyEmailVerified':
      if (state.status !== 'Unverified') return state;
      return { status: 'Active', companyId: state.companyId, details: state.details };
    case 'CompanyDetailsUpdated':
      if (!companyExists(state)) return state;
      return { ...state, details: { ...state.details, ...event.data.changes } };
    case 'CompanyDeleted':
      if (state.status === 'None') return state;
      return { status: 'Deleted', companyId: state.companyId, details: state.details };
    default:
      return assertNever(event);
  }
}

export const companyDecider: Decider<CompanyCommand, CompanyEvent, CompanyState> = {
  initialState: () => ({ status: 'None' }),
  evolve,
  decide,
};
export const companyAggregate: Aggregate<CompanyCommand, CompanyEvent, CompanyState> = { decider: companyDecider, codec: companyCatalogue };
