import {
  DEFAULT_REPORT_MAILS,
  managerCatalogue,
  type Language,
  type ManagerEvent,
  type ManagerProfile,
  type ReportMails,
} from '@fleetcheck/contracts';
import type { Aggregate } from '../shared/aggregate';
import { assertNever, changedFields, isEmpty, type Decider } from '../shared/decider';
import { DomainError, notFound } from '../shared/domain-error';

export interface ManagerAccount {
  managerId: string;
  companyId: string;
  userType: 2 | 3;
  username: string;
  passwordHash: string;
  language: Language;
  profile: ManagerProfile;
  /** Absent until first changed: every report mail on. */
  reportMails?: ReportMails;
}

/** Which scheduled report mails a manager receives (both, until they turn one off). */
export const reportMailsOf = (account: Pick<ManagerAccount, 'reportMails'>): ReportMails => account.reportMails ?? DEFAULT_REPORT_MAILS;

export type ManagerState =
  | { status: 'None' }
  | { status: 'Active'; account: ManagerAccount; resetTokens: { tokenHash: string; expiresAt: string }[] }
  | { status: 'Deleted'; account: ManagerAccount };

/**
 * `actingCompanyId` is the company of whoever sends the command: a manager's own company, the company an
 * admin entered on behalf, or null for a platform admin on the admin pages. A manager of another company
 * gets NotFound, exactly as if the id did not exist, so ids of other tenants cannot be probed.
 */
export type ManagerCommand =
  | { type: 'CreateManager'; data: ManagerAccount }
  | { type: 'UpdateManager'; data: { actingCompanyId: string | null; profile: ManagerProfile } }
  | { type: 'ChangeManagerLanguage'; data: { language: Language } }
  | { type: 'ChangeManagerReportMails'; data: { reportMails: ReportMails } }
  | {
      type: 'ResetManagerPassword';
      /** keptSessionId: the manager's own session when they change their own password (their other sessions end). */
      data: { actingCompanyId: string | null; passwordHash: string; reason: 'manager' | 'admin'; keptSessionId: string | null };
    }
  | { type: 'RequestManagerPasswordReset'; data: { tokenHash: string; expiresAt: string } }
  | { type: 'ResetManagerPasswordByEmail'; data: { tokenHash: string; now: string; passwordHash: string } }
  | { type: 'DeleteManager'; data: { actingCompanyId: string | null; actingManagerId: string | null } };

function activeIn(state: ManagerState, actingCompanyId: string | null): Extract<ManagerState, { status: 'Active' }> {
  if (state.status !== 'Active') throw notFound();
  if (actingCompanyId !== null && actingCompanyId !== state.account.companyId) throw notFound();
  return state;
}

/** A forgot-password code is valid when it was issued, has not expired and was not used (single use). */
export function validResetToken(state: ManagerState, tokenHash: string, now: string): boolean {
  return state.status === 'Active' && state.resetTokens.some((t) => t.tokenHash === tokenHash && Date.parse(t.expiresAt) > Date.parse(now));
}

export function decide(command: ManagerCommand, state: ManagerState): ManagerEvent[] {
  switch (command.type) {
    case 'CreateManager': {
      if (state.status !== 'None') throw new DomainError('Errors.Conflict');
      return [{ type: 'ManagerCreated', data: command.data }];
    }
    case 'UpdateManager': {
      const { account } = activeIn(state, command.data.actingCompanyId);
      const changes = changedFields(account.profile, command.data.profile);
      return isEmpty(changes)
        ? []
        : [{ type: 'ManagerUpdated', data: { managerId: account.managerId, companyId: account.companyId, changes } }];
    }
    case 'ChangeManagerLanguage': {
      const { account } = activeIn(state, null);
      if (account.language === command.data.language) return [];
      return [
        {
          type: 'ManagerLanguageChanged',
          data: { managerId: account.managerId, companyId: account.companyId, language: command.data.language },
        },
      ];
    }
    case 'ChangeManagerReportMails': {
      const { account } = activeIn(state, null);
      const current = reportMailsOf(account);
      const wanted = command.data.reportMails;
      if (current.monthlyRecordBook === wanted.monthlyRecordBook && current.weeklySummary === wanted.weeklySummary) return [];
      return [
        {
          type: 'ManagerReportMailsChanged',
          data: { managerId: account.managerId, companyId: account.companyId, reportMails: { ...wanted } },
        },
      ];
    }
    case 'ResetManagerPassword': {
      const { account } = activeIn(state, command.data.actingCompanyId);
      const { passwordHash, reason, keptSessionId } = command.data;
      return [
        {
          type: 'ManagerPasswordReset',
          data: { managerId: account.managerId, companyId: account.companyId, passwordHash, reason, tokenHash: null, keptSessionId },
        },
      ];
    }
    case 'RequestManagerPasswordReset': {
      const { account } = activeIn(state, null);
      return [
        { type: 'ManagerPasswordResetRequested', data: { managerId: account.managerId, companyId: account.companyId, ...command.data } },
      ];
    }
    case 'ResetManagerPasswordByEmail': {
      if (!validResetToken(state, command.data.tokenHash, command.data.now)) throw new DomainError('Errors.VerificationInvalid');
      const { account } = activeIn(state, null);
      const { passwordHash, tokenHash } = command.data;
      return [
        {
          type: 'ManagerPasswordReset',
          data: {
            managerId: account.managerId,
            companyId: account.companyId,
            passwordHash,
            reason: 'email',
            tokenHash,
            keptSessionId: null,
          },
        },
      ];
    }
    case 'DeleteManager': {
      const { account } = activeIn(state, command.data.actingCompanyId);
      if (command.data.actingManagerId === account.managerId) throw new DomainError('Errors.CannotDeleteSelf');
      return [{ type: 'ManagerDeleted', data: { managerId: account.managerId, companyId: account.companyId } }];
    }
    default:
      return assertNever(command);
  }
}

export function evolve(state: ManagerState, event: ManagerEvent): ManagerState {
  switch (event.type) {
    case 'ManagerCreated':
      return { status: 'Active', account: event.data, resetTokens: [] };
    case 'ManagerUpdated':
      if (state.status !== 'Active') return state;
      return { ...state, account: { ...state.account, profile: { ...state.account.profile, ...event.data.changes } } };
    case 'ManagerLanguageChanged':
      if (state.status !== 'Active') return state;
      return { ...state, account: { ...state.account, language: event.data.language } };
    case 'ManagerReportMailsChanged':
      if (state.status !== 'Active') return state;
      return { ...state, account: { ...state.account, reportMails: event.data.reportMails } };
    case 'ManagerPasswordReset':
      if (state.status !== 'Active') return state;
      // Any new password ends every outstanding e-mailed code, used or not.
      return { ...state, account: { ...state.account, passwordHash: event.data.passwordHash }, resetTokens: [] };
    case 'ManagerPasswordResetRequested':
      if (state.status !== 'Active') return state;
      return { ...state, resetTokens: [...state.resetTokens, { tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt }] };
    case 'ManagerDeleted':
      if (state.status !== 'Active') return state;
      return { status: 'Deleted', account: state.account };
    default:
      return assertNever(event);
  }
}

export const managerDecider: Decider<ManagerCommand, ManagerEvent, ManagerState> = {
  initialState: () => ({ status: 'None' }),
  evolve,
  decide,
};
export const managerAggregate: Aggregate<ManagerCommand, ManagerEvent, ManagerState> = { decider: managerDecider, codec: managerCatalogue };
