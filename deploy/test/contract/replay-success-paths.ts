/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read as plain JSON */
import { randomUUID } from 'node:crypto';
import { businessDay } from '@fleetcheck/domain/calendar/business-day';
import { DEMO_LOGINS } from '../../src/simulate/fleet-access';
import { companyResources } from '../support/company-resources';
import { documentedOperations, rightfulCaller, type Caller } from '../support/error-path-requests';
import { eventually } from '../support/eventually';
import { faqBody, plan } from '../support/platform-resources';
import { carBody, companyBody, driverBody, managerBody, manualTestBody, officeBody } from '../support/request-bodies';
import type { Answer, CallOptions, SeededSystem } from '../support/seeded-system';

/*
 * The success and conflict paths of the operations, written out per operation, for the replay through the
 * validating proxy (openapi-replay.test.ts). Each step names the status it expects and throws otherwise, so a
 * step that stops reaching its path fails the walk rather than thinning it.
 */
export interface ReplayContext {
  sys: SeededSystem;
  /** A call through the validating proxy. */
  call(method: string, route: string, options?: CallOptions): Promise<Answer>;
  document: any;
  companyId: string;
  managerId: string;
  otherCompanyId: string;
  tokens: Record<Caller, string | undefined>;
  auditorId: string;
  deviceSecret?: string;
  /** The route with its path parameters filled with records of the demo company (own) or the other company. */
  pathOf(route: string, whose: 'own' | 'other'): string;
}

const today = () => businessDay(new Date());

/** Walks the paths; answers each step whose status was not the one it names. */
export async function successPaths(c: ReplayContext): Promise<string[]> {
  const as = (caller: Caller) => c.tokens[caller];
  const unexpected: string[] = [];
  async function expectStatus(status: number, method: string, route: string, options: CallOptions & { as?: Caller } = {}) {
    const answer = await c.call(method, route, { token: as(options.as ?? 'manager'), ...options });
    if (answer.status !== status)
      unexpected.push(`${method} ${route}: expected ${status}, got ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
    return answer.body;
  }
  const viaProxy = { ...c.sys, call: c.call };
  const own = companyResources(viaProxy, () => as('manager')!);
  const other = companyResources(viaProxy, () => as('other company')!);
  await c.sys.ensureDemoPlanRoom({ cars: 9, devices: 8 });

  // Records of both companies (POST /office, /car, /driver, /manager, /device, /test-result, /upload: 201).
  const office = await own.office();
  const car = await own.car(office);
  const driverEmail = `driver-${randomUUID().slice(0, 8)}@a.example`;
  await expectStatus(201, 'POST', '/driver', { body: driverBody(car, office, driverEmail) });
  const driver = (await own.driver(await own.car(office), office)) as string;
  const managerEmail = `manager-${randomUUID().slice(0, 8)}@a.example`;
  await expectStatus(201, 'POST', '/manager', { body: managerBody(managerEmail) });
  const manager = await eventually('the new manager in the list', async () => {
    const listed = await c.call('GET', '/manager?page=1&limit=100', { token: as('manager') });
    return (listed.body.docs as any[]).find((doc) => doc.email === managerEmail)?._id as string | undefined;
  });
  const device = await own.device();
  const test = await own.testResult();
  const image = await own.image();
  const registered = await expectStatus(201, 'POST', '/admin/device', {
    as: 'admin',
    body: { serialNo: `REG-${randomUUID().slice(0, 8)}`, company: c.companyId, regDate: today() },
  });
  c.deviceSecret = registered.data.secret;
  const category = (
    await expectStatus(201, 'POST', '/admin/faq-category', { as: 'admin', body: { title_en: 'Login', title_ja: 'ログイン', position: 1 } })
  ).data.id as string;
  const faq = (await expectStatus(201, 'POST', '/admin/faq', { as: 'admin', body: faqBody(category) })).data.id as string;
  const otherOffice = await other.office();
  const ownIds: Record<string, string> = {
    '/office': office,
    '/car': car,
    '/driver': driver,
    '/manager': manager,
    '/device': device,
    '/test-result': test.id,
    '/admin/device': registered.data.id,
    '/admin/faq-category': category,
    '/admin/faq': faq,
    '/admin/auditors': c.auditorId,
    '/notification': randomUUID(),
  };
  const otherIds: Record<string, string> = { '/office': otherOffice };
  c.pathOf = (route, whose) => {
    const kind = /^(\/[^{]*?)\/\{/.exec(route)?.[1] ?? '';
    const company = whose === 'own' ? c.companyId : c.otherCompanyId;
    if (route === '/images/{companyId}/{id}') return `/images/${company}/${whose === 'own' ? image.id : 'no-such-image'}`;
    if (route === '/docs/assets/{file}') return '/docs/assets/swagger-ui.css';
    return route.replace(/\{\w+\}/g, (whose === 'own' ? ownIds : otherIds)[kind] ?? company);
  };

  // Every read, as its rightful caller (and a company's reads as an admin on its behalf too).
  const queries: Record<string, string> = {
    '/driver/offices': `?ids=${office}`,
    '/test-result/ledger': `?month=${today().slice(0, 7)}`,
    '/audit/company/{id}/ledger-export': `?month=${today().slice(0, 7)}`,
    '/vehicle-inspection/record': `?month=${today().slice(0, 7)}`,
    '/_next/image': `?url=${encodeURIComponent(`/api/v1/images/${c.companyId}/${image.id}`)}&w=64`,
  };
  for (const { route, operation } of documentedOperations(c.document).filter((o) => o.method === 'get')) {
    if (route === '/auth/logout' || route.startsWith('/payments/sandbox/')) continue;
    const access = operation['x-fleetcheck-access'] as string;
    // An event stream stays open, and a driver's or a call's reads need a phone session or a call: their API tests
    // (command-api driver-app-checks and live-confirmation) walk them.
    if (operation.responses?.['200']?.content?.['text/event-stream'] || access === 'driver' || access === 'call-party') continue;
    // A path naming a kind (an import's template, a check photo's display or original): their API tests walk them.
    if (route.includes('{kind}')) continue;
    for (const caller of access === 'company' ? (['manager', 'on behalf'] as const) : [rightfulCaller(access)])
      await expectStatus(200, 'GET', `${c.pathOf(route, 'own')}${queries[route] ?? queries[route.replace(/\{\w+\}/g, '{id}')] ?? ''}`, {
        as: caller,
      });
  }

  // The ledger's other answers: its CSV (a company's, and an auditor's copy), and another company's office, 404.
  const month = today().slice(0, 7);
  await expectStatus(200, 'GET', `/test-result/ledger?month=${month}&format=csv`);
  await expectStatus(404, 'GET', `/test-result/ledger?month=${month}&office=${otherOffice}`);
  await expectStatus(200, 'GET', `/audit/company/${c.companyId}/ledger-export?month=${month}&format=csv`, { as: rightfulCaller('audit') });

  // Sign-in and tokens.
  const login = await expectStatus(200, 'POST', '/auth/login', {
    body: { username: DEMO_LOGINS.managerUsername, password: DEMO_LOGINS.managerPassword },
  });
  const adminLogin = await expectStatus(200, 'POST', '/auth/admin-login', {
    body: { username: DEMO_LOGINS.adminUsername, password: DEMO_LOGINS.adminPassword },
  });
  await expectStatus(200, 'POST', '/auth/manager-token', { body: { refreshToken: login.data.refreshToken } });
  await expectStatus(200, 'POST', '/auth/admin-token', { body: { refreshToken: adminLogin.data.refreshToken } });
  await expectStatus(200, 'PATCH', '/auth/update-manage-language', { body: { language: 'ja' } });
  await expectStatus(200, 'PATCH', '/auth/report-mails', { body: { monthlyRecordBook: true, weeklySummary: false } });

  // A company registered, verified and reset through the proxy, then changed and removed by the admin.
  const domain = 'replay-c.example';
  const email = `boss@${domain}`;
  const password = 'replay-company-pass-1';
  const managerOfC = {
    name: { lastName: '中村', firstName: '誠' },
    spelling: { lastName: 'ナカムラ', firstName: 'マコト' },
    mobile: '08099998888',
  };
  const registration = { company: companyBody('C運輸', domain), manager: { ...managerOfC, email, password }, language: 'en' };
  await expectStatus(201, 'POST', '/auth/register', { as: 'anonymous', body: registration });
  await expectStatus(409, 'POST', '/auth/register', { as: 'anonymous', body: registration });
  await expectStatus(200, 'POST', '/auth/verify-email', { as: 'anonymous', body: { auth: await c.sys.lastCodeTo(email) } });
  await expectStatus(200, 'POST', '/auth/manager-forgot-password', { as: 'anonymous', body: { email } });
  const resetCode = await c.sys.lastCodeTo(email);
  await expectStatus(200, 'POST', '/auth/manager-forgot-password-email-verification', { as: 'anonymous', body: { auth: resetCode } });
  await expectStatus(200, 'PATCH', '/auth/manager-reset-password-email', { as: 'anonymous', body: { auth: resetCode, password } });
  const companyC = await c.sys.login(email, password);
  const tokenC = companyC.token;
  const profile = {
    firstName: '誠',
    lastName: '中村',
    spellingFirstName: 'マコト',
    spellingLastName: 'ナカムラ',
    email,
    mobile: '08099998888',
  };
  await expectStatus(200, 'PATCH', '/auth/update-profile', { token: tokenC, body: profile });
  await expectStatus(200, 'PUT', '/auth/company-profile', { token: tokenC, body: companyBody('C運輸', domain) });
  await expectStatus(412, 'PUT', '/auth/company-profile', {
    token: tokenC,
    body: companyBody('C運輸', domain),
    headers: { 'if-match': '"999999"' },
  });
  const idC = companyC.company!._id;

  // Subscriptions of company C: a quote, a bank transfer paid by the admin, an increase, a cancellation.
  const quote = { carCount: 2, deviceCount: 1, paymentSchedule: 'monthly' };
  await expectStatus(200, 'POST', '/subscription/simulationCalc', { as: 'anonymous', body: quote });
  await expectStatus(200, 'POST', '/subscription/calc', { token: tokenC, body: quote });
  const signed = await expectStatus(201, 'POST', '/subscription/signupwithbanktransfer', { token: tokenC, body: plan(idC) });
  const payment = { company: idC, amount: signed.data.totalAmount, paidOn: today(), reference: 'TX-REPLAY' };
  await expectStatus(200, 'POST', '/admin/subscription/bankTransferPayment', { as: 'admin', body: payment });
  await expectStatus(201, 'POST', '/admin/companyInvoice', { as: 'admin', body: { company: idC, periodFrom: today(), periodTo: today() } });
  const invoice = await eventually('the invoice in the list', async () => {
    const listed = await c.call('GET', `/admin/companyInvoice/${idC}`, { token: as('admin') });
    return (listed.body.data as any[] | undefined)?.[0]?._id as string | undefined;
  });
  await expectStatus(200, 'POST', '/admin/companyInvoice/sendEmail', { as: 'admin', body: { id: invoice } });
  await expectStatus(200, 'PUT', `/admin/company/${idC}`, { as: 'admin', body: companyBody('C運輸', domain) });
  const card = {
    number: '4242424242424242',
    name: 'TARO YAMADA',
    expirationMonth: 12,
    expirationYear: new Date().getUTCFullYear() + 3,
    securityCode: '123',
  };
  await expectStatus(201, 'POST', '/payments/sandbox/tokens', { as: 'anonymous', body: card });
  await expectStatus(200, 'POST', '/subscription/update', { token: tokenC, body: plan(idC, 3) });
  await expectStatus(422, 'POST', '/subscription/update', { token: tokenC, body: plan(idC, 3) });
  // Company D pays by card: a plan chosen, paid, raised behind 3-D Secure (its page, its answer, the return).
  const companyD = await c.sys.registerCompany({ name: 'D運輸', domain: 'replay-d.example' });
  const idD = companyD.company!._id;
  const tokenD = companyD.token;
  await expectStatus(200, 'POST', '/subscription', { token: tokenD, body: plan(idD) });
  const paidCard = await expectStatus(201, 'POST', '/payments/sandbox/tokens', { as: 'anonymous', body: card });
  await expectStatus(200, 'POST', '/subscription/omise-verified', { token: tokenD, body: { ...plan(idD), cardToken: paidCard.id } });
  const secureCard = await expectStatus(201, 'POST', '/payments/sandbox/tokens', {
    as: 'anonymous',
    body: { ...card, number: '5555555555554444' },
  });
  const pending = await expectStatus(202, 'POST', '/subscription/omise-verified', {
    token: tokenD,
    body: { ...plan(idD, 3), cardToken: secureCard.id },
  });
  const authorize = `/payments/sandbox/authorize/${pending.data.chargeId}`;
  await expectStatus(200, 'GET', authorize, { as: 'anonymous' });
  await expectStatus(303, 'POST', authorize, {
    as: 'anonymous',
    body: 'outcome=successful',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  });
  await expectStatus(200, 'POST', '/subscription/omise-verified', {
    token: tokenD,
    body: { company: idD, chargeId: pending.data.chargeId },
  });
  await expectStatus(200, 'POST', '/subscription/newSubscription', { token: tokenD, body: plan(idD, 4) });
  const cancel = { terms: true, policy: true, check3: true, check4: true, company: idC };
  await expectStatus(200, 'POST', '/subscription/cancel', { token: tokenC, body: cancel });
  await expectStatus(402, 'POST', '/subscription/newSubscription', { token: tokenC, body: plan(idC) });
  await expectStatus(200, 'DELETE', `/admin/company/${idC}`, { as: 'admin' });

  // The demo company's records: changed, conflicting, removed.
  await expectStatus(200, 'PUT', `/office/${office}`, { body: officeBody('営業所 改') });
  await expectStatus(412, 'PUT', `/office/${office}`, { body: officeBody('営業所 改'), headers: { 'if-match': '"999999"' } });
  await expectStatus(409, 'DELETE', `/office/${office}`);
  await expectStatus(200, 'DELETE', `/office/${await own.office()}`);
  const carNumber = `品川 300 あ ${randomUUID().slice(0, 6)}`;
  const numbered = (await expectStatus(201, 'POST', '/car', { body: carBody(carNumber, office) })).data.id as string;
  await expectStatus(409, 'POST', '/car', { body: carBody(carNumber, office) });
  await expectStatus(200, 'PUT', `/car/${numbered}`, { body: carBody(carNumber, office) });
  await expectStatus(409, 'DELETE', `/car/${car}`);
  await expectStatus(200, 'DELETE', `/car/${numbered}`);
  await expectStatus(200, 'PUT', `/driver/${driver}`, { body: driverBody(car, office, driverEmail) });
  await expectStatus(200, 'POST', `/driver/${driver}/duty`, { body: { date: today(), onDuty: true } });
  await expectStatus(200, 'PATCH', '/driver/driver-reset-password', { body: { id: driver } });
  await expectStatus(404, 'PATCH', '/driver/driver-reset-password', { body: { id: randomUUID() } });
  // The driver's phone app (issue 34): an invitation, the password chosen with it, the driver's sign-in and refresh.
  const driverInvitation = (await expectStatus(201, 'POST', `/driver/${driver}/invitation`, { body: { mail: false } })).data;
  const driverCode = new URL(driverInvitation.link as string).searchParams.get('auth')!;
  const driverPassword = { as: 'anonymous' as const, body: { auth: driverCode, password: 'driver-pass-34' } };
  const signedIn = (await expectStatus(200, 'POST', '/auth/driver-set-password', driverPassword)).data;
  await expectStatus(200, 'POST', '/auth/driver-login', {
    as: 'anonymous',
    body: { username: signedIn.username, password: 'driver-pass-34' },
  });
  await expectStatus(200, 'POST', '/auth/driver-token', { as: 'anonymous', body: { refreshToken: signedIn.refreshToken } });
  await expectStatus(200, 'PUT', `/manager/${manager}`, { body: managerBody(managerEmail) });
  await expectStatus(409, 'POST', '/manager', { body: managerBody(managerEmail) });
  await expectStatus(200, 'PATCH', '/manager/manager-reset-password', { body: { id: manager } });
  await expectStatus(404, 'PATCH', '/manager/manager-reset-password', { body: { id: randomUUID() } });
  await expectStatus(200, 'PATCH', '/admin/manager/manager-reset-password', { as: 'admin', body: { id: manager } });
  await expectStatus(409, 'DELETE', `/manager/${c.managerId}`);
  await expectStatus(200, 'DELETE', `/manager/${await own.manager()}`);
  const serialNo = `SN-${randomUUID().slice(0, 8)}`;
  const serialled = (await expectStatus(201, 'POST', '/device', { body: { serialNo, model: 2 } })).data.id as string;
  await expectStatus(409, 'POST', '/device', { body: { serialNo, model: 2 } });
  await expectStatus(200, 'PUT', `/device/${serialled}`, { body: { serialNo, model: 2 } });
  const maintenance = { kind: 'weekly_check', maintainedAt: new Date().toISOString(), performedBy: '山田 太郎' };
  await expectStatus(201, 'POST', `/device/${serialled}/maintenance`, { body: maintenance });
  await expectStatus(200, 'PUT', `/device/${serialled}/checker`, { body: { checker: c.managerId } });
  await expectStatus(200, 'DELETE', `/device/${serialled}`);

  // The daily vehicle inspection (issue 37): the company's own item added and removed, one abnormal item recorded
  // (201, then 409 the same day) and cleared by the manager (200).
  const item = (await expectStatus(201, 'POST', '/inspection-items', { body: { label: '荷台の固定' } })).data.id as string;
  await expectStatus(200, 'DELETE', `/inspection-items/${item}`);
  const inspected = await own.car(office);
  const panel = await eventually('the new car has an inspection panel', async () => {
    const read = await c.call('GET', `/car/${inspected}/inspection`, { token: as('manager') });
    return read.status === 200 ? (read.body as { checklist: { itemId: string }[] }) : undefined;
  });
  const answers = panel.checklist.map(({ itemId }, i) =>
    i === 0 ? { itemId, result: 'abnormal', note: '亀裂あり' } : { itemId, result: 'ok' },
  );
  const inspection = (await expectStatus(201, 'POST', `/car/${inspected}/inspection`, { body: { answers } })).data.id as string;
  await expectStatus(409, 'POST', `/car/${inspected}/inspection`, { body: { answers } });
  await expectStatus(200, 'POST', `/car/${inspected}/inspection/${inspection.split(':')[1]}/clear`, { body: { note: '交換済み' } });
  await expectStatus(200, 'DELETE', `/driver/${await own.driver(await own.car(office), office)}`);

  // Breath tests: from a detector (201, then 200 for its retry), corrected, confirmed.
  const fromDevice = {
    id: randomUUID(),
    driver,
    vehicle: car,
    time: new Date().toISOString(),
    result: 0,
    checkType: 'before_driving',
    method: 'face_to_face',
  };
  await expectStatus(201, 'POST', '/test-result/device', {
    as: 'device',
    headers: { authorization: `Device ${c.deviceSecret}` },
    body: fromDevice,
  });
  await expectStatus(200, 'POST', '/test-result/device', {
    as: 'device',
    headers: { authorization: `Device ${c.deviceSecret}` },
    body: fromDevice,
  });
  await expectStatus(201, 'POST', '/test-result', { body: manualTestBody(driver, car, c.managerId) });
  await expectStatus(200, 'POST', `/test-result/${test.id}/correction`, { body: { notes: '記入漏れ', reason: '記入漏れの訂正' } });
  await expectStatus(200, 'POST', `/test-result/${test.id}/confirmation`, { body: { decision: 'confirmed' } });

  // The platform admin's detectors and FAQ.
  const adminDevice = registered.data.id as string;
  await expectStatus(200, 'PUT', `/admin/device/${adminDevice}`, {
    as: 'admin',
    body: { serialNo: registered.data.serialNo ?? `REG-${adminDevice.slice(0, 8)}`, company: c.companyId, regDate: today() },
  });
  await expectStatus(201, 'POST', `/admin/device/${adminDevice}/maintenance`, { as: 'admin', body: maintenance });
  await expectStatus(200, 'POST', `/admin/device/${adminDevice}/rotate-secret`, { as: 'admin' });
  await expectStatus(200, 'POST', `/admin/device/${adminDevice}/unassign`, { as: 'admin' });
  await expectStatus(200, 'DELETE', `/admin/device/${adminDevice}`, { as: 'admin' });
  await expectStatus(200, 'PUT', `/admin/faq-category/${category}`, {
    as: 'admin',
    body: { title_en: 'Sign-in', title_ja: 'ログイン', position: 1 },
  });
  await expectStatus(200, 'PUT', `/admin/faq/${faq}`, { as: 'admin', body: faqBody(category) });
  await expectStatus(409, 'DELETE', `/admin/faq-category/${category}`, { as: 'admin' });
  await expectStatus(200, 'DELETE', `/admin/faq/${faq}`, { as: 'admin' });
  await expectStatus(200, 'DELETE', `/admin/faq-category/${category}`, { as: 'admin' });

  // Auditors: invited, their password set, their activity recorded, one revoked.
  const auditorEmail = 'second-auditor@replay.example';
  const invitation = {
    email: auditorEmail,
    name: '監査 次郎',
    scope: { kind: 'companies', companyIds: [c.companyId] },
    accessEndsOn: '2099-12-31',
    language: 'ja',
  };
  const invited = (await expectStatus(201, 'POST', '/admin/auditors', { as: 'admin', body: invitation })).data.id as string;
  await expectStatus(409, 'POST', '/admin/auditors', { as: 'admin', body: invitation });
  await expectStatus(200, 'POST', '/auth/auditor-set-password', {
    as: 'anonymous',
    body: { auth: await c.sys.lastCodeTo(auditorEmail), password: 'auditor-pass-38' },
  });
  await expectStatus(201, 'POST', '/auditor/activity', {
    as: 'auditor',
    body: { action: 'page', what: 'record-chain', companyId: c.companyId },
  });
  await expectStatus(200, 'POST', `/admin/auditors/${invited}/revoke`, { as: 'admin' });

  // The end of a session: a session of its own, so the walk's sessions stay open.
  const ending = await c.sys.demoManager();
  await expectStatus(200, 'GET', '/auth/logout', { token: ending.token });
  await expectStatus(401, 'GET', '/auth/logout', { token: ending.token });
  return unexpected;
}
