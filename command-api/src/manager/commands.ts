import type { Credentials, Language, ManagerProfile, ReportMails } from '@fleetcheck/contracts';
import type { App } from '../app';
import { isoAfter } from '../app';
import { hashOpaqueToken, newOpaqueToken } from '../auth/tokens';
import { assertOfficeUsable } from '../office/commands';
import { handleCommand, loadStream } from '../shared/command-handler';
import { newAccountPassword, reserveGeneratedUsername } from '../shared/credentials';
import { conflict, DomainError, notFound, streams } from '@fleetcheck/domain';
import { releaseUnique, reserveUnique } from '../shared/reservations';
import type { CommandContext } from '../shared/request-context';
import type { ManagerBody } from './body';
import type { WithStoredImage } from '../shared/images';
import { managerAggregate, validResetToken } from '@fleetcheck/domain/manager/decider';

export function profileFromBody(body: WithStoredImage<ManagerBody>): ManagerProfile {
  return {
    firstName: body.firstName,
    lastName: body.lastName,
    spellingFirstName: body.spellingFirstName,
    spellingLastName: body.spellingLastName,
    email: body.email,
    mobile: body.phone,
    officeId: body.office,
    image: body.image,
    ...(body.confirmerRole ? { confirmerRole: body.confirmerRole } : {}),
  };
}

const displayName = (p: { lastName: string; firstName: string }) => `${p.lastName} ${p.firstName}`;

/**
 * Manager login e-mails are unique platform-wide (scope 'manager-email'): the forgot-password form and
 * login by e-mail must find exactly one account.
 */
async function reserveEmail(app: App, ctx: CommandContext, email: string, managerId: string): Promise<void> {
  const reserved = await reserveUnique(app.store, 'manager-email', email, { ownerKind: 'manager', ownerId: managerId }, ctx.metadata());
  if (!reserved) throw new DomainError('Errors.EmailTaken', [{ path: 'email', key: 'Errors.EmailTaken' }]);
}

export interface CreateManagerInput {
  companyId: string;
  profile: ManagerProfile;
  userType: 2 | 3;
  language?: Language;
  /** Sign-up and seeding choose the password; otherwise a strong one is generated and returned once. */
  password?: string;
}

export async function createManager(app: App, ctx: CommandContext, input: CreateManagerInput) {
  const managerId = app.ids.generate();
  const { companyId, profile } = input;
  await assertOfficeUsable(app, profile.officeId, companyId);
  await reserveEmail(app, ctx, profile.email, managerId);
  const username = await reserveGeneratedUsername(app.store, 'manager', managerId, ctx.metadata());
  const { password, passwordHash } = await newAccountPassword(input.password);
  const written = await handleCommand(
    app.store,
    streams.manager(managerId),
    managerAggregate,
    {
      type: 'CreateManager',
      data: {
        managerId,
        companyId,
        userType: input.userType,
        username,
        passwordHash,
        language: input.language ?? 'ja',
        profile,
      },
    },
    ctx.metadata(),
  );
  const credentials: Credentials = { name: displayName(profile), username, password };
  return { managerId, credentials, ...written };
}

export async function updateManager(
  app: App,
  ctx: CommandContext,
  managerId: string,
  actingCompanyId: string | null,
  next: (current: ManagerProfile) => ManagerProfile,
  expectedRevision?: bigint,
) {
  const { state, revision } = await loadStream(app.store, streams.manager(managerId), managerAggregate);
  if (state.status !== 'Active' || (actingCompanyId !== null && state.account.companyId !== actingCompanyId)) throw notFound();
  if (expectedRevision !== undefined && expectedRevision !== revision) throw conflict();
  const current = state.account.profile;
  const profile = next(current);
  if (profile.officeId !== current.officeId) await assertOfficeUsable(app, profile.officeId, state.account.companyId);
  const emailChanged = profile.email.toLowerCase() !== current.email.toLowerCase();
  if (emailChanged) await reserveEmail(app, ctx, profile.email, managerId);
  const written = await handleCommand(
    app.store,
    streams.manager(managerId),
    managerAggregate,
    { type: 'UpdateManager', data: { actingCompanyId, profile } },
    ctx.metadata(),
    { expectedRevision },
  ).catch(async (error: unknown) => {
    // Lost a race after reserving: give the new e-mail back so the manager does not hold two.
    if (emailChanged)
      await releaseUnique(app.store, 'manager-email', profile.email, { ownerKind: 'manager', ownerId: managerId }, ctx.metadata());
    throw error;
  });
  if (emailChanged)
    await releaseUnique(app.store, 'manager-email', current.email, { ownerKind: 'manager', ownerId: managerId }, ctx.metadata());
  return written;
}

/**
 * Generates a password unless one is chosen (a manager changing their own in the profile, from the session
 * that stays valid: `keptSessionId`).
 */
export async function resetManagerPassword(
  app: App,
  ctx: CommandContext,
  managerId: string,
  actingCompanyId: string | null,
  by: { reason: 'manager' | 'admin'; keptSessionId: string | null },
  chosenPassword?: string,
) {
  const { password, passwordHash } = await newAccountPassword(chosenPassword);
  const written = await handleCommand(
    app.store,
    streams.manager(managerId),
    managerAggregate,
    { type: 'ResetManagerPassword', data: { actingCompanyId, passwordHash, ...by } },
    ctx.metadata(),
  );
  if (written.state.status !== 'Active') throw notFound();
  const credentials: Credentials = { name: displayName(written.state.account.profile), username: written.state.account.username, password };
  return { credentials, ...written };
}

export async function deleteManager(
  app: App,
  ctx: CommandContext,
  managerId: string,
  actingCompanyId: string | null,
  actingManagerId: string | null,
  expectedRevision?: bigint,
) {
  const written = await handleCommand(
    app.store,
    streams.manager(managerId),
    managerAggregate,
    { type: 'DeleteManager', data: { actingCompanyId, actingManagerId } },
    ctx.metadata(),
    { expectedRevision },
  );
  if (written.state.status === 'Deleted') {
    const { profile } = written.state.account;
    await releaseUnique(app.store, 'manager-email', profile.email, { ownerKind: 'manager', ownerId: managerId }, ctx.metadata());
  }
  return written;
}

export function changeManagerLanguage(app: App, ctx: CommandContext, managerId: string, language: Language) {
  return handleCommand(
    app.store,
    streams.manager(managerId),
    managerAggregate,
    { type: 'ChangeManagerLanguage', data: { language } },
    ctx.metadata(),
  );
}

/** The manager's own choice of scheduled report mails (issue 37 item 3). */
export function changeManagerReportMails(app: App, ctx: CommandContext, managerId: string, reportMails: ReportMails) {
  return handleCommand(
    app.store,
    streams.manager(managerId),
    managerAggregate,
    { type: 'ChangeManagerReportMails', data: { reportMails } },
    ctx.metadata(),
  );
}

/** Issues a single-use, expiring code and mails it; returns the code for the mail only. */
export async function requestManagerPasswordReset(
  app: App,
  ctx: CommandContext,
  managerId: string,
): Promise<{ token: string; email: string } | undefined> {
  const { token, hash } = newOpaqueToken(managerId);
  const written = await handleCommand(
    app.store,
    streams.manager(managerId),
    managerAggregate,
    { type: 'RequestManagerPasswordReset', data: { tokenHash: hash, expiresAt: isoAfter(app.clock, app.config.emailTokenTtlSeconds) } },
    ctx.metadata(),
  );
  return written.state.status === 'Active' ? { token, email: written.state.account.profile.email } : undefined;
}

export async function checkManagerResetToken(app: App, token: string, managerId: string): Promise<boolean> {
  const { state } = await loadStream(app.store, streams.manager(managerId), managerAggregate);
  return validResetToken(state, hashOpaqueToken(token), app.clock.now().toISOString());
}

export async function resetManagerPasswordByEmail(
  app: App,
  ctx: CommandContext,
  token: string,
  managerId: string,
  chosenPassword?: string,
) {
  const { password, passwordHash } = await newAccountPassword(chosenPassword);
  const written = await handleCommand(
    app.store,
    streams.manager(managerId),
    managerAggregate,
    {
      type: 'ResetManagerPasswordByEmail',
      data: { tokenHash: hashOpaqueToken(token), now: app.clock.now().toISOString(), passwordHash },
    },
    ctx.metadata(),
  );
  if (written.state.status !== 'Active') throw notFound();
  const credentials: Credentials = { name: displayName(written.state.account.profile), username: written.state.account.username, password };
  return { credentials, ...written };
}
