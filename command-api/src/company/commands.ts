import type { CompanyDetails, CompanyForm, RegisterRequest } from '@fleetcheck/contracts';
import type { App } from '../app';
import { isoAfter } from '../app';
import { hashOpaqueToken, newOpaqueToken, streamIdOf } from '../auth/tokens';
import { createManager } from '../manager/commands';
import { handleCommand, loadStream } from '../shared/command-handler';
import { conflict, DomainError, notFound, streams } from '@fleetcheck/domain';
import { renderMail } from '../shared/mail-templates';
import { findReservation, releaseUnique, reserveUnique } from '../shared/reservations';
import type { CommandContext } from '../shared/request-context';
import { companyAggregate, companyExists } from '@fleetcheck/domain/company/decider';

export const detailsFromForm = (form: CompanyForm): CompanyDetails => ({ ...form });

async function reserveCompanyEmail(app: App, ctx: CommandContext, email: string, companyId: string) {
  const reserved = await reserveUnique(app.store, 'company-email', email, { ownerKind: 'company', ownerId: companyId }, ctx.metadata());
  if (!reserved) throw new DomainError('Errors.EmailTaken', [{ path: 'email', key: 'Errors.EmailTaken' }]);
}

/** Creates a company directly (seeding, admin tooling): no verification mail, e-mail counted as verified. */
export async function createVerifiedCompany(app: App, ctx: CommandContext, details: CompanyDetails) {
  const companyId = app.ids.generate();
  await reserveCompanyEmail(app, ctx, details.email, companyId);
  const registeredAt = app.clock.now().toISOString();
  await handleCommand(
    app.store,
    streams.company(companyId),
    companyAggregate,
    { type: 'RegisterCompany', data: { companyId, details, emailVerified: true, registeredAt } },
    ctx.metadata(),
  );
  return companyId;
}

/**
 * Sign-up: the company, its first manager (userType 2, with the password the person chose) and a
 * verification mail to that person (who signed up and will log in), telling the username they were given.
 * Login waits for the verification (Errors.EmailNotVerified).
 */
export async function registerCompany(app: App, ctx: CommandContext, request: RegisterRequest) {
  const companyId = app.ids.generate();
  // Read-only check first, so the common refusal appends nothing; the reservations below settle races.
  if (await findReservation(app.store, 'manager-email', request.manager.email)) {
    throw new DomainError('Errors.EmailTaken', [{ path: 'manager.email', key: 'Errors.EmailTaken' }]);
  }
  await reserveCompanyEmail(app, ctx, request.company.email, companyId);
  const manager = await createManager(app, ctx, {
    companyId,
    userType: 2,
    language: request.language,
    password: request.manager.password,
    profile: {
      firstName: request.manager.name.firstName,
      lastName: request.manager.name.lastName,
      spellingFirstName: request.manager.spelling.firstName,
      spellingLastName: request.manager.spelling.lastName,
      email: request.manager.email,
      mobile: request.manager.mobile,
      officeId: null,
      image: null,
    },
  }).catch(async (error: unknown) => {
    await releaseUnique(app.store, 'company-email', request.company.email, { ownerKind: 'company', ownerId: companyId }, ctx.metadata());
    if (error instanceof DomainError && error.key === 'Errors.EmailTaken') {
      throw new DomainError('Errors.EmailTaken', [{ path: 'manager.email', key: 'Errors.EmailTaken' }]);
    }
    throw error;
  });
  const registeredAt = app.clock.now().toISOString();
  const details = detailsFromForm(request.company);
  await handleCommand(
    app.store,
    streams.company(companyId),
    companyAggregate,
    { type: 'RegisterCompany', data: { companyId, details, emailVerified: false, registeredAt } },
    ctx.metadata(),
  );
  const { token, hash } = newOpaqueToken(companyId);
  const written = await handleCommand(
    app.store,
    streams.company(companyId),
    companyAggregate,
    { type: 'RequestCompanyEmailVerification', data: { tokenHash: hash, expiresAt: isoAfter(app.clock, app.config.emailTokenTtlSeconds) } },
    ctx.metadata(),
  );
  const link = `${app.config.publicUrl}/verify-email?auth=${encodeURIComponent(token)}`;
  const username = manager.credentials.username;
  await app.mailer.send(
    renderMail('verifyEmail', request.manager.email, request.language, link, app.config.emailTokenTtlSeconds, username),
  );
  return { companyId, managerId: manager.managerId, username, ...written };
}

export async function verifyCompanyEmail(app: App, ctx: CommandContext, token: string) {
  const companyId = streamIdOf(token);
  if (!companyId) throw new DomainError('Errors.VerificationInvalid');
  return handleCommand(
    app.store,
    streams.company(companyId),
    companyAggregate,
    { type: 'VerifyCompanyEmail', data: { tokenHash: hashOpaqueToken(token), now: app.clock.now().toISOString() } },
    ctx.metadata(),
  );
}

export async function updateCompanyDetails(
  app: App,
  ctx: CommandContext,
  companyId: string,
  actingCompanyId: string | null,
  details: CompanyDetails,
  expectedRevision?: bigint,
) {
  const { state, revision } = await loadStream(app.store, streams.company(companyId), companyAggregate);
  if (!companyExists(state) || (actingCompanyId !== null && state.companyId !== actingCompanyId)) throw notFound();
  if (expectedRevision !== undefined && expectedRevision !== revision) throw conflict();
  // The company e-mail is unique platform-wide: the new one is reserved before the details change.
  const oldEmail = state.details.email;
  const emailChanged = oldEmail.toLowerCase() !== details.email.toLowerCase();
  if (emailChanged) await reserveCompanyEmail(app, ctx, details.email, companyId);
  const written = await handleCommand(
    app.store,
    streams.company(companyId),
    companyAggregate,
    { type: 'UpdateCompanyDetails', data: { actingCompanyId, details } },
    ctx.metadata(),
    { expectedRevision },
  ).catch(async (error: unknown) => {
    if (emailChanged)
      await releaseUnique(app.store, 'company-email', details.email, { ownerKind: 'company', ownerId: companyId }, ctx.metadata());
    throw error;
  });
  if (emailChanged) await releaseUnique(app.store, 'company-email', oldEmail, { ownerKind: 'company', ownerId: companyId }, ctx.metadata());
  return written;
}

/**
 * Deletion by an admin. Explicit cascade, by events rather than by writes here: CompanyDeleted ends every
 * session of the company (authenticate checks the company), and projections drop the company's documents
 * (offices, drivers, managers) when they see it, so no read model points at a deleted company.
 */
export async function deleteCompany(app: App, ctx: CommandContext, companyId: string, expectedRevision?: bigint) {
  const written = await handleCommand(
    app.store,
    streams.company(companyId),
    companyAggregate,
    { type: 'DeleteCompany', data: { deletedAt: app.clock.now().toISOString() } },
    ctx.metadata(),
    { expectedRevision },
  );
  if (written.state.status === 'Deleted') {
    await releaseUnique(
      app.store,
      'company-email',
      written.state.details.email,
      { ownerKind: 'company', ownerId: companyId },
      ctx.metadata(),
    );
  }
  return written;
}
