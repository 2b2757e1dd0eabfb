import { adminCatalogue, type AdminEvent, type Language } from '@fleetcheck/contracts';
import type { Aggregate } from '../shared/aggregate';
import { assertNever, type Decider } from '../shared/decider';
import { DomainError } from '../shared/domain-error';

export interface AdminAccount {
  adminId: string;
  username: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  email: string;
  language: Language;
}

export type AdminState = { status: 'None' } | { status: 'Active'; account: AdminAccount };

export type AdminCommand =
  { type: 'CreatePlatformAdmin'; data: AdminAccount } | { type: 'ChangeAdminLanguage'; data: { language: Language } };

export function decide(command: AdminCommand, state: AdminState): AdminEvent[] {
  switch (command.type) {
    case 'CreatePlatformAdmin':
      if (state.status !== 'None') throw new DomainError('Errors.Conflict');
      return [{ type: 'PlatformAdminCreated', data: command.data }];
    case 'ChangeAdminLanguage':
      if (state.status !== 'Active') throw new DomainError('Errors.NotFound');
      if (state.account.language === command.data.language) return [];
      return [{ type: 'PlatformAdminLanguageChanged', data: { adminId: state.account.adminId, language: command.data.language } }];
    default:
      return assertNever(command);
  }
}

export function evolve(state: AdminState, event: AdminEvent): AdminState {
  switch (event.type) {
    case 'PlatformAdminCreated':
      return { status: 'Active', account: event.data };
    case 'PlatformAdminLanguageChanged':
      return state.status === 'Active' ? { status: 'Active', account: { ...state.account, language: event.data.language } } : state;
    default:
      return assertNever(event);
  }
}

export const adminDecider: Decider<AdminCommand, AdminEvent, AdminState> = { initialState: () => ({ status: 'None' }), evolve, decide };
export const adminAggregate: Aggregate<AdminCommand, AdminEvent, AdminState> = { decider: adminDecider, codec: adminCatalogue };
