import { DRIVER_INVITATION_TTL_SECONDS, DRIVER_USER_TYPE, type DriverInvitation, type TokenData } from '@fleetcheck/contracts';
import { DomainError, streams } from '@fleetcheck/domain';
import { driverAggregate, type DriverState } from '@fleetcheck/domain/driver/decider';
import QRCode from 'qrcode';
import type { App } from '../app';
import { isoAfter } from '../app';
import { assertDriverAccess } from '../auth/authenticate';
import { driverUserOf, loadDriverSignIn } from '../auth/driver-account';
import { hashPassword } from '../auth/password-hash';
import { startSession } from '../auth/sessions';
import { hashOpaqueToken, newOpaqueToken } from '../auth/tokens';
import { handleCommand, type LoadedStream } from '../shared/command-handler';
import { renderMail } from '../shared/mail-templates';
import type { CommandContext } from '../shared/request-context';

/**
 * A manager makes a one-time sign-in link for a driver's phone (issue 34): shown as a QR code on the driver's
 * panel and, when asked, mailed to the driver. A newer link replaces an older one; it works once, for 24 hours.
 */
export async function inviteDriver(
  app: App,
  ctx: CommandContext,
  driverId: string,
  actingCompanyId: string,
  invitedBy: string,
  mail: boolean,
) {
  const { link, expiresAt, mailed, written } = await issueDriverInvitation(app, ctx, driverId, actingCompanyId, invitedBy, mail);
  const invitation: DriverInvitation = {
    link,
    expiresAt,
    qrSvg: await QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
    mailed,
  };
  return { invitation, written };
}

/**
 * The link of inviteDriver without its QR code (a bulk import mails the links and shows none): the invitation
 * written to the driver's stream and, when asked, mailed. `loaded`: the driver's stream as the caller has just
 * written it (the import's CreateDriver), decided on without reading it again (a conflict reads afresh).
 */
export async function issueDriverInvitation(
  app: App,
  ctx: CommandContext,
  driverId: string,
  actingCompanyId: string,
  invitedBy: string,
  mail: boolean,
  loaded?: LoadedStream<DriverState>,
) {
  const { token, hash } = newOpaqueToken(driverId);
  const expiresAt = isoAfter(app.clock, DRIVER_INVITATION_TTL_SECONDS);
  const written = await handleCommand(
    app.store,
    streams.driver(driverId),
    driverAggregate,
    { type: 'InviteDriver', data: { actingCompanyId, invitedBy, invitationTokenHash: hash, invitationExpiresAt: expiresAt } },
    ctx.metadata(),
    loaded ? { loaded } : {},
  );
  if (written.state.status !== 'Active') throw new DomainError('Errors.NotFound');
  const link = `${app.config.publicUrl}/driver-app/invitation?auth=${encodeURIComponent(token)}`;
  const email = written.state.account.profile.email;
  if (mail && email) await app.mailer.send(renderMail('inviteDriver', email, 'ja', link, DRIVER_INVITATION_TTL_SECONDS));
  return { link, expiresAt, mailed: mail && email !== '', written };
}

/** The driver opens the link, chooses a password (once, within 24 hours) and is signed in on that phone. */
export async function acceptDriverInvitation(
  app: App,
  ctx: CommandContext,
  token: string,
  driverId: string,
  password: string,
): Promise<ReturnType<typeof driverUserOf> & TokenData> {
  await handleCommand(
    app.store,
    streams.driver(driverId),
    driverAggregate,
    {
      type: 'SetDriverPasswordByInvitation',
      data: { tokenHash: hashOpaqueToken(token), passwordHash: await hashPassword(password), now: app.clock.now().toISOString() },
    },
    ctx.metadata(),
  );
  const signIn = await loadDriverSignIn(app, driverId);
  if (!signIn) throw new DomainError('Errors.VerificationInvalid');
  await assertDriverAccess(app, signIn.account.companyId);
  const tokens = await startSession(app, ctx, {
    audience: 'driver',
    userId: driverId,
    userType: DRIVER_USER_TYPE,
    companyId: signIn.account.companyId,
    onBehalfOf: null,
    openedFromSessionId: null,
  });
  return { ...driverUserOf(signIn), ...tokens };
}
