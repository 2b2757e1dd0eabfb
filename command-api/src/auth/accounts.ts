import { ADMIN_HOME_ROUTE, AUDIT_HOME_ROUTE, HOME_ROUTE, type CurrentUser, type SessionAudience } from '@fleetcheck/contracts';
import type { App } from '../app';
import { adminAggregate, type AdminAccount } from '@fleetcheck/domain/admin/decider';
import { auditorAggregate, auditorMayAct, type AuditorAccount } from '@fleetcheck/domain/auditor/decider';
import { companyAggregate, type CompanyState } from '@fleetcheck/domain/company/decider';
import { managerAggregate, reportMailsOf, type ManagerAccount } from '@fleetcheck/domain/manager/decider';
import { loadStream } from '../shared/command-handler';
import { findReservation } from '../shared/reservations';
import { streams } from '@fleetcheck/domain';
import { driverUserOf, loadDriverSignIn, type DriverSignIn } from './driver-account';

export type SignInAccount =
  | { kind: 'admin'; account: AdminAccount }
  | { kind: 'auditor'; account: AuditorAccount & { passwordHash: string } }
  | { kind: 'manager'; account: ManagerAccount; company: Extract<CompanyState, { status: 'Unverified' | 'Active' }> }
  | DriverSignIn;

/** Finds the account a login names: a username, or a manager's e-mail. Drivers sign in by username at their own door only. */
export async function findSignInAccount(app: App, login: string, audience: SessionAudience): Promise<SignInAccount | undefined> {
  const holder =
    (await findReservation(app.store, 'username', login)) ??
    (login.includes('@') ? await findReservation(app.store, 'manager-email', login) : undefined);
  if (!holder) return undefined;
  const { ownerKind, ownerId } = holder.reservation;
  if (audience === 'admin' && ownerKind === 'admin') {
    const admin = await loadAdmin(app, ownerId);
    return admin && { kind: 'admin', account: admin };
  }
  if (audience === 'manager' && ownerKind === 'manager') return loadManagerAccount(app, ownerId);
  if (audience === 'driver' && ownerKind === 'driver' && !login.includes('@')) return loadDriverSignIn(app, ownerId);
  if (audience === 'admin' && ownerKind === 'auditor') {
    const auditor = await loadAuditor(app, ownerId);
    return auditor && { kind: 'auditor', account: auditor };
  }
  return undefined;
}

/** An auditor who set a password, was not revoked and whose access has not ended. */
export async function loadAuditor(app: App, auditorId: string): Promise<(AuditorAccount & { passwordHash: string }) | undefined> {
  const { state } = await loadStream(app.store, streams.auditor(auditorId), auditorAggregate);
  return auditorMayAct(state, app.clock.now().toISOString()) ? { ...state.account, passwordHash: state.passwordHash } : undefined;
}

export async function loadAdmin(app: App, adminId: string): Promise<AdminAccount | undefined> {
  const { state } = await loadStream(app.store, streams.admin(adminId), adminAggregate);
  return state.status === 'Active' ? state.account : undefined;
}

export async function loadManagerAccount(app: App, managerId: string): Promise<Extract<SignInAccount, { kind: 'manager' }> | undefined> {
  const manager = await loadStream(app.store, streams.manager(managerId), managerAggregate);
  if (manager.state.status !== 'Active') return undefined;
  const company = await loadStream(app.store, streams.company(manager.state.account.companyId), companyAggregate);
  if (company.state.status !== 'Active' && company.state.status !== 'Unverified') return undefined;
  return { kind: 'manager', account: manager.state.account, company: company.state };
}

/** The user of spec section 3 (no version, createdAt, updatedAt or password). */
export function currentUserOf(signIn: SignInAccount): CurrentUser {
  if (signIn.kind === 'auditor') return auditorUserOf(signIn.account);
  if (signIn.kind === 'driver') return driverUserOf(signIn);
  if (signIn.kind === 'admin') {
    const a = signIn.account;
    return {
      _id: a.adminId,
      username: a.username,
      firstName: a.firstName,
      lastName: a.lastName,
      spellingFirstName: '',
      spellingLastName: '',
      language: a.language,
      mobile: '',
      email: a.email,
      userType: 1,
      company: null,
      subscription: null,
      image: null,
      redirectPage: ADMIN_HOME_ROUTE,
    };
  }
  const { account, company } = signIn;
  const p = account.profile;
  return {
    _id: account.managerId,
    username: account.username,
    firstName: p.firstName,
    lastName: p.lastName,
    spellingFirstName: p.spellingFirstName,
    spellingLastName: p.spellingLastName,
    language: account.language,
    mobile: p.mobile,
    email: p.email,
    userType: account.userType,
    company: { _id: company.companyId, name: company.details.name },
    // The subscription slice fills this in (and the redirect to the plan page while registration is open).
    subscription: null,
    image: p.image,
    redirectPage: HOME_ROUTE,
    reportMails: reportMailsOf(account),
  };
}

/** An auditor as the web app sees them: userType 4, no company, landing on the audit pages. */
export function auditorUserOf(a: AuditorAccount): CurrentUser {
  return {
    _id: a.auditorId,
    username: a.email,
    firstName: a.name,
    lastName: '',
    spellingFirstName: '',
    spellingLastName: '',
    language: a.language,
    mobile: '',
    email: a.email,
    userType: 4,
    company: null,
    subscription: null,
    image: null,
    redirectPage: AUDIT_HOME_ROUTE,
  };
}
