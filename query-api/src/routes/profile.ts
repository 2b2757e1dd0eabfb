import {
  AUDIT_HOME_ROUTE,
  DRIVER_APP_HOME_ROUTE,
  DRIVER_USER_TYPE,
  driversCollection,
  HOME_ROUTE,
  companyProfileResponseSchema,
  profileResponseSchema,
  settingsResponseSchema,
  adminsCollection,
  redirectPageFor,
  companiesCollection,
  managersCollection,
  DEFAULT_REPORT_MAILS,
} from '@fleetcheck/contracts';
import type { Request, Response, Router } from 'express';
import type { Principal } from '../auth/principal';
import type { AuditorEntry } from '@fleetcheck/domain/auditor/directory';
import { notFound } from '../http/query-error';
import { reply } from '../http/reply';
import type { RouteContext } from './context';
import { cardOnFileOf, subscriptionsOf } from './subscription';

/** An auditor as the web app sees them (command-api's sign-in answers the same): userType 4, no company. */
function auditorProfile(a: AuditorEntry) {
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

/** The current user (contracts currentUserSchema): version, createdAt, updatedAt and password never leave. */
async function currentUser(ctx: RouteContext, principal: Principal) {
  const company = principal.companyId ? await ctx.store.collection(companiesCollection).findById(principal.companyId) : undefined;
  const companyRef = company ? { _id: company._id, name: company.name } : null;
  const plan = company ? ((await subscriptionsOf(ctx.store, [company._id], ctx.today())).get(company._id) ?? null) : null;
  // With the card on file, so a plan change can offer it ("the card ending 4242") instead of asking for a whole card.
  const subscription = company && plan ? { ...plan, cardOnFile: await cardOnFileOf(ctx.store, company._id) } : plan;
  if (principal.kind === 'manager') {
    const m = await ctx.store.collection(managersCollection).findById(principal.userId);
    if (!m || m.companyId !== principal.companyId) throw notFound();
    const recordsOnly = (await ctx.auth.access(principal)) === 'records-only';
    return {
      _id: m._id,
      username: m.username,
      firstName: m.firstName,
      lastName: m.lastName,
      spellingFirstName: m.spellingFirstName,
      spellingLastName: m.spellingLastName,
      language: m.language,
      mobile: m.mobile,
      email: m.email,
      userType: m.userType,
      company: companyRef,
      subscription,
      image: m.image,
      redirectPage: redirectPageFor(subscription, HOME_ROUTE),
      reportMails: m.reportMails ?? DEFAULT_REPORT_MAILS,
      ...(recordsOnly ? { access: 'records-only' as const } : {}),
    };
  }
  if (principal.kind === 'driver') {
    const d = await ctx.store.collection(driversCollection).findById(principal.userId);
    if (!d || d.companyId !== principal.companyId) throw notFound();
    return {
      _id: d._id,
      username: d.username,
      firstName: d.firstName,
      lastName: d.lastName,
      spellingFirstName: d.spellingFirstName,
      spellingLastName: d.spellingLastName,
      language: 'ja' as const,
      mobile: d.mobile,
      email: d.email,
      userType: DRIVER_USER_TYPE,
      company: companyRef,
      subscription: null,
      image: d.image,
      redirectPage: DRIVER_APP_HOME_ROUTE,
    };
  }
  if (principal.kind === 'auditor') {
    const auditor = (await ctx.auth.auditors())?.get(principal.userId);
    if (!auditor) throw notFound();
    return auditorProfile(auditor);
  }
  const a = await ctx.store.collection(adminsCollection).findById(principal.userId);
  if (!a) throw notFound();
  return {
    _id: a._id,
    username: a.username,
    firstName: a.firstName,
    lastName: a.lastName,
    spellingFirstName: '',
    spellingLastName: '',
    language: a.language,
    mobile: '',
    email: a.email,
    userType: 1,
    company: companyRef,
    subscription,
    image: null,
    redirectPage: principal.kind === 'admin' ? '/admin/companies' : HOME_ROUTE,
  };
}

export function profileRoutes(router: Router, ctx: RouteContext, fresh: (req: Request, res: Response) => Promise<void>): void {
  const profile = async (req: Request, res: Response) => {
    await fresh(req, res);
    const principal = await ctx.auth.any(req);
    reply(res, profileResponseSchema, { operation: 'success', data: await currentUser(ctx, principal) });
  };
  router.get('/auth/profile', profile);
  router.get('/user-info', profile);
  router.get('/auth/company-profile', async (req, res) => {
    await fresh(req, res);
    const { companyId } = await ctx.auth.companyUser(req);
    const company = await ctx.store.collection(companiesCollection).findById(companyId);
    if (!company) throw notFound();
    // The manager's name, the verification flag and the device total are the admin list's, not the profile's.
    const {
      companyId: _c,
      managerId: _m,
      managerLastName: _l,
      managerFirstName: _f,
      managerName: _n,
      emailVerified: _e,
      deviceTotal: _d,
      ...data
    } = company;
    reply(res, companyProfileResponseSchema, { operation: 'success', data });
  });
  router.get('/settings', async (req, res) => {
    await fresh(req, res);
    const principal = await ctx.auth.companyUser(req);
    const [user, company] = await Promise.all([
      currentUser(ctx, principal),
      ctx.store.collection(companiesCollection).findById(principal.companyId),
    ]);
    reply(res, settingsResponseSchema, {
      operation: 'success',
      data: {
        language: user.language,
        company: company ? { _id: company._id, name: company.name } : null,
        expiryWarningDays: ctx.expiryWarningDays,
      },
    });
  });
}
