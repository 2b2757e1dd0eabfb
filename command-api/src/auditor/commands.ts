import type { AuditorActivity, AuditorScope, Language } from '@fleetcheck/contracts';
import { businessDayEnd } from '@fleetcheck/domain/calendar/business-day';
import { auditorAggregate } from '@fleetcheck/domain/auditor/decider';
import { DomainError, streams } from '@fleetcheck/domain';
import type { App } from '../app';
import { isoAfter } from '../app';
import { hashPassword } from '../auth/password-hash';
import { hashOpaqueToken, newOpaqueToken } from '../auth/tokens';
import { handleCommand } from '../shared/command-handler';
import { renderMail } from '../shared/mail-templates';
import { reserveUnique } from '../shared/reservations';
import type { CommandContext } from '../shared/request-context';

/** How long the e-mailed invitation code works: a week, so an auditor away for a few days can still use it. */
export const AUDITOR_INVITATION_TTL_SECONDS = 7 * 24 * 3600;

export interface InviteAuditorInput {
  email: string;
  name: string;
  scope: AuditorScope;
  /** The last day of access ('YYYY-MM-DD', Japan time): access ends when that day ends. */
  accessEndsOn: string;
  language: Language;
}

/** A platform admin invites an auditor and the invitation (a one-time link to choose a password) is mailed. */
export async function inviteAuditor(app: App, ctx: CommandContext, adminId: string, input: InviteAuditorInput) {
  const auditorId = app.ids.generate();
  const login = input.email.trim().toLowerCase();
  const reserved = await reserveUnique(app.store, 'username', login, { ownerKind: 'auditor', ownerId: auditorId }, ctx.metadata());
  if (!reserved) throw new DomainError('Errors.EmailTaken', [{ path: 'email', key: 'Errors.EmailTaken' }]);
  const { token, hash } = newOpaqueToken(auditorId);
  const written = await handleCommand(
    app.store,
    streams.auditor(auditorId),
    auditorAggregate,
    {
      type: 'InviteAuditor',
      data: {
        auditorId,
        email: login,
        name: input.name,
        language: input.language,
        scope: input.scope,
        accessEndsAt: businessDayEnd(input.accessEndsOn),
        invitedBy: adminId,
        now: app.clock.now().toISOString(),
        invitationTokenHash: hash,
        invitationExpiresAt: isoAfter(app.clock, AUDITOR_INVITATION_TTL_SECONDS),
      },
    },
    ctx.metadata(),
  );
  const link = `${app.config.publicUrl}/auditor-invitation?auth=${encodeURIComponent(token)}`;
  await app.mailer.send(renderMail('inviteAuditor', login, input.language, link, AUDITOR_INVITATION_TTL_SECONDS, login));
  return { auditorId, written };
}

/** The auditor chooses a password with the e-mailed code (once, before it and their access run out). */
export async function setAuditorPassword(app: App, ctx: CommandContext, token: string, auditorId: string, password: string) {
  return handleCommand(
    app.store,
    streams.auditor(auditorId),
    auditorAggregate,
    {
      type: 'SetAuditorPassword',
      data: { tokenHash: hashOpaqueToken(token), passwordHash: await hashPassword(password), now: app.clock.now().toISOString() },
    },
    ctx.metadata(),
  );
}

/** Ends an auditor's access at once: their sessions are refused from the next request on. */
export function revokeAuditor(app: App, ctx: CommandContext, adminId: string, auditorId: string) {
  return handleCommand(
    app.store,
    streams.auditor(auditorId),
    auditorAggregate,
    { type: 'RevokeAuditor', data: { revokedBy: adminId } },
    ctx.metadata(),
  );
}

export function recordAuditorActivity(app: App, ctx: CommandContext, auditorId: string, activity: AuditorActivity) {
  return handleCommand(
    app.store,
    streams.auditor(auditorId),
    auditorAggregate,
    { type: 'RecordAuditorActivity', data: { ...activity, now: app.clock.now().toISOString() } },
    ctx.metadata(),
  );
}
