import {
  accessOnBehalfRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  refreshTokenRequestSchema,
  registerRequestSchema,
  updateLanguageRequestSchema,
  updateReportMailsRequestSchema,
  updateProfileRequestSchema,
  verificationRequestSchema,
  type SessionAudience,
} from '@fleetcheck/contracts';
import { Router, type Request } from 'express';
import { z } from 'zod';
import type { App } from '../app';
import { changeAdminLanguage } from '../admin/commands';
import { companyAggregate, companyExists } from '@fleetcheck/domain/company/decider';
import { registerCompany, verifyCompanyEmail } from '../company/commands';
import {
  changeManagerLanguage,
  changeManagerReportMails,
  checkManagerResetToken,
  requestManagerPasswordReset,
  resetManagerPasswordByEmail,
  resetManagerPassword,
  updateManager,
} from '../manager/commands';
import { loadStream } from '../shared/command-handler';
import { DomainError, forbidden, notFound, streams } from '@fleetcheck/domain';
import { accepted, sendWritten } from '../shared/http';
import { renderMail } from '../shared/mail-templates';
import { findReservation } from '../shared/reservations';
import { commandContext } from '../shared/request-context';
import { checkedImageUpload } from '../shared/body-rules';
import { assertOwnImage, storeImage } from '../shared/images';
import { parseBody } from '../shared/validation';
import { currentUserOf, loadAdmin, loadManagerAccount } from './accounts';
import { assertCurrentPasswordForCredentialChange } from './current-password';
import { requireAdmin, requireAnyUser, requireManager } from './authenticate';
import { resetByEmailSchema } from './body';
import { login } from './login';
import { refreshSession, revokeSession, startSession } from './sessions';
import { throttledCodeCheck, throttledResetMail } from './throttle';
import { streamIdOf } from './tokens';

const clientAddress = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';

export function authRoutes(app: App): Router {
  const router = Router();
  const ctxOf = (res: Parameters<typeof commandContext>[0]) => commandContext(res, app.clock);

  const loginRoute = (audience: SessionAudience) => async (req: Request, res: Parameters<typeof commandContext>[0]) => {
    const { username, password: secret } = parseBody(loginRequestSchema, req.body);
    const data = await login(app, ctxOf(res), { username, password: secret, audience, address: clientAddress(req) });
    res.json({ operation: 'success', data });
  };
  router.post('/auth/login', loginRoute('manager'));
  router.post('/auth/admin-login', loginRoute('admin'));
  router.post('/auth/driver-login', loginRoute('driver'));

  const refreshRoute = (audience: SessionAudience) => async (req: Request, res: Parameters<typeof commandContext>[0]) => {
    const { refreshToken } = parseBody(refreshTokenRequestSchema, req.body);
    res.json({ operation: 'success', data: await refreshSession(app, ctxOf(res), refreshToken, audience) });
  };
  router.post('/auth/manager-token', refreshRoute('manager'));
  router.post('/auth/admin-token', refreshRoute('admin'));
  router.post('/auth/driver-token', refreshRoute('driver'));

  router.get('/auth/logout', async (_req, res) => {
    const principal = requireAnyUser(res);
    await revokeSession(app, ctxOf(res), principal.sessionId);
    res.json({ operation: 'success' });
  });

  router.post('/auth/getAccessOnBehalf', async (req, res) => {
    const admin = requireAdmin(res);
    const { company } = parseBody(accessOnBehalfRequestSchema, req.body);
    const companyState = await loadStream(app.store, streams.company(company), companyAggregate);
    const account = await loadAdmin(app, admin.userId);
    if (!companyExists(companyState.state) || !account) throw notFound();
    const ctx = ctxOf(res);
    const tokens = await startSession(app, ctx, {
      audience: 'manager',
      userId: admin.userId,
      userType: 1,
      companyId: company,
      onBehalfOf: { adminId: admin.userId, companyId: company },
      openedFromSessionId: admin.sessionId,
    });
    const user = { ...currentUserOf({ kind: 'admin', account }), company: { _id: company, name: companyState.state.details.name } };
    res.json({ operation: 'success', data: { ...tokens, user } });
  });

  router.post('/auth/register', async (req, res) => {
    const request = parseBody(registerRequestSchema, req.body);
    const registered = await registerCompany(app, ctxOf(res), request);
    sendWritten(
      res,
      registered,
      {
        operation: 'success',
        data: { company: registered.companyId, user: registered.managerId, username: registered.username, emailVerificationSent: true },
      },
      201,
    );
  });

  router.post('/auth/verify-email', async (req, res) => {
    const { auth } = parseBody(verificationRequestSchema, req.body);
    const client = { accountId: streamIdOf(auth), client: clientAddress(req) };
    const written = await throttledCodeCheck(app, client, () => verifyCompanyEmail(app, ctxOf(res), auth));
    sendWritten(res, written, { operation: 'success', data: { verified: true } });
  });

  /**
   * Always the same answer, whether or not the e-mail belongs to someone (no account discovery) and whether or
   * not the mail was held back by the throttle.
   */
  router.post('/auth/manager-forgot-password', async (req, res) => {
    const { email } = parseBody(forgotPasswordRequestSchema, req.body);
    const managerOf = async () => {
      const holder = await findReservation(app.store, 'manager-email', email);
      return holder?.reservation.ownerKind === 'manager' ? holder.reservation.ownerId : undefined;
    };
    await throttledResetMail(app, { email, client: clientAddress(req) }, managerOf, async (managerId) => {
      const manager = await loadManagerAccount(app, managerId);
      const issued = manager && (await requestManagerPasswordReset(app, ctxOf(res), manager.account.managerId));
      if (manager && issued) {
        const link = `${app.config.publicUrl}/verify-password-reset?auth=${encodeURIComponent(issued.token)}`;
        await app.mailer.send(renderMail('resetPassword', issued.email, manager.account.language, link, app.config.emailTokenTtlSeconds));
      }
    });
    res.json({ operation: 'success', data: { sent: true } });
  });

  router.post('/auth/manager-forgot-password-email-verification', async (req, res) => {
    const { auth } = parseBody(verificationRequestSchema, req.body);
    const managerId = streamIdOf(auth);
    await throttledCodeCheck(app, { accountId: managerId, client: clientAddress(req) }, async () => {
      if (!managerId || !(await checkManagerResetToken(app, auth, managerId))) throw new DomainError('Errors.VerificationInvalid');
    });
    res.json({ operation: 'success', data: { verified: true } });
  });

  /** The "auth" reset type: consumes the e-mailed code; answers with the new credentials like every reset. */
  router.patch('/auth/manager-reset-password-email', async (req, res) => {
    const { auth, password: chosen } = parseBody(resetByEmailSchema, req.body);
    const managerId = streamIdOf(auth);
    const reset = await throttledCodeCheck(app, { accountId: managerId, client: clientAddress(req) }, async () => {
      if (!managerId) throw new DomainError('Errors.VerificationInvalid');
      return resetManagerPasswordByEmail(app, ctxOf(res), auth, managerId, chosen);
    });
    sendWritten(res, reset, { operation: 'success', data: reset.credentials });
  });

  router.patch('/auth/update-profile', async (req, res) => {
    const manager = requireManager(res);
    const body = parseBody(updateProfileRequestSchema, req.body);
    const upload =
      body.image && typeof body.image === 'object'
        ? parseBody(z.object({ image: checkedImageUpload }), { image: body.image }).image
        : undefined;
    if (typeof body.image === 'string' && body.image) await assertOwnImage(app, manager.companyId, body.image);
    await assertCurrentPasswordForCredentialChange(app, manager.userId, body);
    const ctx = ctxOf(res);
    const image = upload
      ? await storeImage(app, manager.companyId, upload)
      : body.image === undefined
        ? undefined
        : (body.image as string | null) || null;
    const written = await updateManager(app, ctx, manager.userId, manager.companyId, (current) => ({
      ...current,
      firstName: body.firstName,
      lastName: body.lastName,
      spellingFirstName: body.spellingFirstName,
      spellingLastName: body.spellingLastName,
      email: body.email,
      mobile: body.mobile,
      image: image === undefined ? current.image : image,
    }));
    const final = body.password
      ? await resetManagerPassword(
          app,
          ctx,
          manager.userId,
          manager.companyId,
          { reason: 'manager', keptSessionId: manager.sessionId },
          body.password,
        )
      : written;
    const account = await loadManagerAccount(app, manager.userId);
    if (!account) throw notFound();
    sendWritten(res, final, { operation: 'success', data: currentUserOf(account) });
  });

  router.patch('/auth/update-manage-language', async (req, res) => {
    const principal = requireAnyUser(res);
    // A driver has no language setting of their own (the phone app follows the phone's choice).
    if (principal.kind === 'driver') throw forbidden();
    const { language } = parseBody(updateLanguageRequestSchema, req.body);
    const ctx = ctxOf(res);
    const written =
      principal.kind === 'manager'
        ? await changeManagerLanguage(app, ctx, principal.userId, language)
        : await changeAdminLanguage(app, ctx, principal.userId, language);
    sendWritten(res, written, { ...accepted(principal.userId, written), data: { id: principal.userId, language } });
  });

  /** The signed-in manager's own report mails (an admin acting on behalf is not that manager, and has none). */
  router.patch('/auth/report-mails', async (req, res) => {
    const manager = requireManager(res);
    const reportMails = parseBody(updateReportMailsRequestSchema, req.body);
    const written = await changeManagerReportMails(app, ctxOf(res), manager.userId, reportMails);
    sendWritten(res, written, { ...accepted(manager.userId, written), data: { id: manager.userId, reportMails } });
  });

  return router;
}
