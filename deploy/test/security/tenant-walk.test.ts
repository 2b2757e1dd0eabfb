import { randomUUID } from 'node:crypto';
import { operations } from '@fleetcheck/command-api';
import { addDays, businessDay } from '@fleetcheck/domain/calendar/business-day';
import { readOperations } from '@fleetcheck/contracts/openapi';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyResources } from '../support/company-resources';
import { eventually } from '../support/eventually';
import { carBody, companyBody, driverBody, managerBody, manualTestBody, officeBody, thisYearInJapan } from '../support/request-bodies';
import { faqBody, plan, platformResources } from '../support/platform-resources';
import { startSeededSystem, type Answer, type CallOptions, type SeededSystem, type Session } from '../support/seeded-system';

/*
 * Issue 25 item 3: every route of both route tables (the tables the OpenAPI document is built from) is walked
 * here or excluded below with a reason, so a new route cannot slip by. For each route that names a resource
 * (in its path, its body or its query), company A's real resource of that kind is made for it; company B's
 * manager sends exactly A's request and is refused, nothing is written on B's behalf and A's view of the
 * resource is unchanged; then A sends the same request and succeeds, so B's refusal was isolation and not a
 * wrong id. Where B's own record may name A's resource (an edit, a correction), B's edit naming A's is refused
 * and the same edit naming B's own succeeds. Admin-only routes refuse B's manager with 403 and let the admin
 * through. Reads of the caller's own company answer B without any of A's records.
 */
let sys: SeededSystem;
let a: Session;
let b: Session;
let admin: Session;
/** A's own driver on the phone app (issue 34): refused every route below, A's or not. */
let driver: Session;
let A: ReturnType<typeof companyResources>;
/** B's own records, for B's edits naming A's resources. */
let B: ReturnType<typeof companyResources>;
let P: ReturnType<typeof platformResources>;
/** A's seeded records, which an own-company read of B must never show. */
const seeded: Record<string, string> = {};

beforeAll(async () => {
  // Workers on: a failing test raises the notification the notification routes are walked with.
  sys = await startSeededSystem('tenant_walk', { workers: true, logLevel: 'error' });
  a = await sys.demoManager();
  admin = await sys.demoAdmin();
  driver = await sys.demoDriver();
  // A's resources are made per route: a plan with room for them all.
  await sys.ensureDemoPlanRoom({ cars: 50, devices: 50 });
  b = await sys.registerCompany({ name: 'B運輸', domain: 'b-walk.example' });
  A = companyResources(sys, () => a.token);
  B = companyResources(sys, () => b.token);
  P = platformResources(sys, () => admin.token);
  seeded.company = a.company!._id;
  seeded.manager = a._id;
  seeded.companyEmail = (await sys.call('GET', '/auth/company-profile', { token: a.token })).body.data.email;
  seeded.notification = await A.notification();
  seeded.notificationCar = (await A.notifications()).find((n) => n._id === seeded.notification).car.number as string;
  for (const kind of ['office', 'car', 'driver', 'device'])
    seeded[kind] = (await sys.call('GET', `/${kind}?page=1&limit=10`, { token: a.token })).body.docs[0]._id;
}, 180_000);
afterAll(async () => {
  await sys?.stop();
});

/** One request, sent as A (or A's own caller) and then, unchanged, as B. */
interface Request {
  route: string;
  body?: unknown;
  /** Headers of every caller's try (a file body's content type). */
  headers?: Record<string, string>;
  /** Who rightfully sends it: A's manager unless said (the admin for admin-only routes). */
  owner?: CallOptions;
  /** Who tries it: B's manager unless said. */
  intruder?: CallOptions;
  /**
   * For B's own record naming A's resource, which A cannot send: the same route with B's own resource in the
   * body instead, sent by B, which must succeed (so the refusal was the foreign reference and nothing else).
   */
  rightfulBody?: unknown;
}
type Kind = 'id' | 'reference' | 'admin' | 'own';
interface Step {
  kind: Kind;
  /** Makes A's resource for this call and answers the request that names it. */
  request(): Promise<Request>;
  /** A's view of what the request names, read before and after B's try. */
  view?(request: Request): Promise<unknown>;
  /** Reads and filters: whether an answer shows A's record (true for A's answer, false for B's, both 2xx). */
  shows?(answer: Answer, request: Request): boolean;
  /** B's refusal when it is not 403/404 (admin-only: 403): a body naming what the caller's company lacks is bad input. */
  refusedWith?: { status: number; key: string; fields?: { path: string; key: string }[] };
  /** A's answer when it is not 2xx. */
  ownerStatus?: number;
}

let serial = 0;
const unique = () => `${Date.now().toString(36)}${++serial}`;
const text = (answer: Answer) => (typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? ''));
const csvRows = (answer: Answer) =>
  text(answer)
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/).length - 1;

/** The answer to a body naming a record the caller's company does not have: 400, the field named. */
const notOwn = (path: string, key = 'Errors.NotFound') => ({ status: 400, key: 'Errors.Invalid', fields: [{ path, key }] });
const ownerIs = (session: Session): CallOptions => ({ token: session.token });
const adminView = (route: string) => async () => (await sys.call('GET', route, { token: admin.token })).body;
const readAsA = async (route: string) => (await sys.call('GET', route, { token: a.token })).body;

/** A weekly check done a minute ago, as the record-maintenance form sends it. */
const maintenanceBody = (kind = 'weekly_check') => ({
  kind,
  maintainedAt: new Date(Date.now() - 60_000).toISOString(),
  performedBy: '山田 太郎',
  remark: 'sober 0.000, mouthwash positive',
});

/** `/device/<id>` of a detector newly rented to A, once the query side knows it (as `reader` reads its log). */
async function rentedDetectorOf(reader: Session): Promise<string> {
  const path = `/device/${(await P.registeredDevice(seeded.company!)).id}`;
  const logRoute = reader === admin ? `/admin${path}/maintenance` : `${path}/maintenance`;
  await eventually(`${logRoute} to answer`, async () =>
    (await sys.call('GET', logRoute, { token: reader.token })).status === 200 ? true : undefined,
  );
  return path;
}

/** A photo A's driver sends from the phone (the body is the image itself, not JSON). */
async function driverPhoto(): Promise<string> {
  const jpeg = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#345678' } })
    .jpeg()
    .toBuffer();
  const res = await fetch(`${sys.api}/driver-app/photos`, {
    method: 'POST',
    headers: { authorization: `JWT ${driver.token}`, 'content-type': 'image/jpeg', accept: 'application/json' },
    body: jpeg,
  });
  const answer = (await res.json()) as { data: { photo: string } };
  if (res.status !== 201) throw new Error(`POST /driver-app/photos: ${res.status} ${JSON.stringify(answer)}`);
  return answer.data.photo;
}

/** A's new car and answers for its daily inspection (issue 37): every item OK, the first abnormal when asked. */
async function inspectionOfNewCar(abnormal = false): Promise<{ car: string; answers: unknown[] }> {
  const car = await A.car();
  const checklist = await eventually(`the inspection panel of ${car}`, async () => {
    const read = await sys.call('GET', `/car/${car}/inspection`, { token: a.token });
    return read.status === 200 ? (read.body.checklist as { itemId: string }[]) : undefined;
  });
  const answers = checklist.map(({ itemId }, i) =>
    abnormal && i === 0 ? { itemId, result: 'abnormal', note: '亀裂あり' } : { itemId, result: 'ok' },
  );
  return { car, answers };
}

/** A check of A's driver on the phone, naming A's car, A's detector and the driver's own photos (issue 34). */
async function driverCheckBody() {
  return {
    id: randomUUID(),
    timing: 'before_driving',
    vehicle: await A.car(),
    detector: await A.device(),
    result: 0,
    displayPhoto: await driverPhoto(),
    facePhoto: await driverPhoto(),
    location: null,
    locationMissingReason: 'denied',
    phoneTime: new Date(Date.now() - 60_000).toISOString(),
    offline: false,
  };
}

/** A's driver sends it (the phone app's routes are the driver's own); B's manager tries the same and is refused. */
const asDriver = (): CallOptions => ({ token: driver.token });

/** Key: `<method> <path>` exactly as the route tables spell it. */
const walk: Record<string, Step[]> = {
  // ---- The driver's phone app (issue 34): A's driver's own; B's manager, and any manager, is refused ----
  // Issue 37: the daily vehicle inspection of A's car.
  'post /car/:id/inspection': [
    {
      kind: 'id',
      request: async () => {
        const { car, answers } = await inspectionOfNewCar();
        return { route: `/car/${car}/inspection`, body: { answers } };
      },
      view: (r) => readAsA(r.route),
    },
  ],
  'get /car/:id/inspection': [{ kind: 'id', request: async () => ({ route: `/car/${(await inspectionOfNewCar()).car}/inspection` }) }],
  'post /car/:id/inspection/:date/clear': [
    {
      kind: 'id',
      request: async () => {
        const { car, answers } = await inspectionOfNewCar(true);
        const recorded = await sys.call('POST', `/car/${car}/inspection`, { token: a.token, body: { answers } });
        if (recorded.status !== 201) throw new Error(`POST /car/${car}/inspection: ${recorded.status} ${JSON.stringify(recorded.body)}`);
        const day = (recorded.body.data.id as string).split(':')[1]!;
        await eventually('the abnormal inspection to be read', async () =>
          (await readAsA(`/car/${car}/inspection`)).history?.length ? true : undefined,
        );
        return { route: `/car/${car}/inspection/${day}/clear`, body: { note: '交換済み' } };
      },
      view: (r) => readAsA(r.route.replace(/\/[^/]+\/clear$/, '')),
    },
  ],
  'delete /inspection-items/:id': [
    {
      kind: 'id',
      request: async () => {
        const added = await sys.call('POST', '/inspection-items', { token: a.token, body: { label: `荷台の固定 ${unique()}` } });
        if (added.status !== 201) throw new Error(`POST /inspection-items: ${added.status} ${JSON.stringify(added.body)}`);
        const id = added.body.data.id as string;
        await eventually('the new item to be listed', async () =>
          text(await sys.call('GET', '/inspection-items', { token: a.token })).includes(id) ? true : undefined,
        );
        return { route: `/inspection-items/${id}` };
      },
      view: () => readAsA('/inspection-items'),
    },
  ],
  'post /driver-app/inspection': [
    {
      kind: 'reference',
      request: async () => {
        const { car, answers } = await inspectionOfNewCar();
        return { route: '/driver-app/inspection', body: { car, answers }, owner: asDriver(), intruder: { token: b.token } };
      },
      refusedWith: { status: 403, key: 'Errors.Forbidden' },
    },
  ],
  // The month's daily inspection record (日常点検記録簿): another company's office answers as a missing one (404).
  'get /vehicle-inspection/record': [
    {
      kind: 'id',
      request: async () => ({
        route: `/vehicle-inspection/record?month=${businessDay(new Date()).slice(0, 7)}&office=${await A.office()}&format=csv`,
      }),
    },
  ],
  'get /driver-app/inspection': [
    {
      kind: 'reference',
      request: async () => ({
        route: `/driver-app/inspection?car=${(await inspectionOfNewCar()).car}`,
        owner: asDriver(),
        intruder: { token: b.token },
      }),
      refusedWith: { status: 403, key: 'Errors.Forbidden' },
    },
  ],
  'post /driver-app/checks': [
    {
      kind: 'reference',
      request: async () => ({
        route: '/driver-app/checks',
        body: await driverCheckBody(),
        owner: asDriver(),
        intruder: { token: b.token },
      }),
      refusedWith: { status: 403, key: 'Errors.Forbidden' },
    },
  ],
  'get /driver-app/home': [
    {
      kind: 'reference',
      request: async () => ({ route: '/driver-app/home', owner: asDriver(), intruder: { token: b.token } }),
      refusedWith: { status: 403, key: 'Errors.Forbidden' },
    },
  ],
  'get /driver-app/checks': [
    {
      kind: 'reference',
      request: async () => ({
        route: `/driver-app/checks?month=${businessDay(new Date()).slice(0, 7)}`,
        owner: asDriver(),
        intruder: { token: b.token },
      }),
      refusedWith: { status: 403, key: 'Errors.Forbidden' },
    },
  ],
  'get /test-result/:id/photos/:kind': [
    {
      // A's record from A's driver's phone: B's manager gets 404 for its photo, A's manager the photo.
      kind: 'id',
      request: async () => {
        const sent = await sys.call('POST', '/driver-app/checks', { token: driver.token, body: await driverCheckBody() });
        if (sent.status !== 201) throw new Error(`POST /driver-app/checks: ${sent.status} ${JSON.stringify(sent.body)}`);
        const route = `/test-result/${sent.body.data.id as string}/photos/face?size=original`;
        await eventually('the check from the phone to be read', async () =>
          (await sys.call('GET', route, { token: a.token })).status === 200 ? true : undefined,
        );
        return { route, intruder: { token: b.token } };
      },
    },
  ],
  // ---- A's resource named in the path ----
  'put /office/:id': [
    {
      kind: 'id',
      request: async () => ({ route: `/office/${await A.office()}`, body: officeBody('横取り営業所') }),
      view: (r) => A.current('/office', r.route.split('/')[2]!),
    },
  ],
  'delete /office/:id': [
    {
      kind: 'id',
      request: async () => ({ route: `/office/${await A.office()}` }),
      view: (r) => A.current('/office', r.route.split('/')[2]!),
    },
  ],
  'put /car/:id': [
    {
      kind: 'id',
      request: async () => {
        const office = await A.office();
        return { route: `/car/${await A.car(office)}`, body: carBody(`横取り ${unique()}`, office) };
      },
      view: (r) => A.current('/car', r.route.split('/')[2]!),
    },
    {
      kind: 'reference',
      request: async () => {
        const own = await B.office();
        const number = `自社 ${unique()}`;
        return { route: `/car/${await B.car(own)}`, body: carBody(number, await A.office()), rightfulBody: carBody(number, own) };
      },
      refusedWith: notOwn('office'),
    },
  ],
  'delete /car/:id': [
    { kind: 'id', request: async () => ({ route: `/car/${await A.car()}` }), view: (r) => A.current('/car', r.route.split('/')[2]!) },
  ],
  'put /driver/:id': [
    {
      kind: 'id',
      request: async () => {
        const car = await A.car();
        return { route: `/driver/${await A.driver(car)}`, body: driverBody(car, null, `takeover-${unique()}@a.example`) };
      },
      view: (r) => A.driverById(r.route.split('/')[2]!),
    },
    {
      kind: 'reference',
      request: async () => {
        const own = await B.car();
        const email = `own-${unique()}@b.example`;
        return {
          route: `/driver/${await B.driver(own)}`,
          body: driverBody(await A.car(), null, email),
          rightfulBody: driverBody(own, null, email),
        };
      },
      refusedWith: notOwn('car'),
    },
  ],
  'post /driver/:id/invitation': [
    {
      kind: 'id',
      request: async () => ({ route: `/driver/${await A.driver()}/invitation`, body: { mail: false } }),
      view: (r) => A.driverById(r.route.split('/')[2]!),
    },
  ],
  'delete /driver/:id': [
    { kind: 'id', request: async () => ({ route: `/driver/${await A.driver()}` }), view: (r) => A.driverById(r.route.split('/')[2]!) },
  ],
  'put /manager/:id': [
    {
      kind: 'id',
      request: async () => ({ route: `/manager/${await A.manager()}`, body: managerBody(`takeover-${unique()}@a.example`) }),
      view: (r) => A.current('/manager', r.route.split('/')[2]!),
    },
    {
      kind: 'reference',
      request: async () => {
        const email = `own-${unique()}@b.example`;
        return {
          route: `/manager/${await B.manager()}`,
          body: managerBody(email, { office: await A.office() }),
          rightfulBody: managerBody(email, { office: await B.office() }),
        };
      },
      refusedWith: notOwn('office'),
    },
    {
      kind: 'reference',
      request: async () => {
        const email = `own-${unique()}@b.example`;
        return {
          route: `/manager/${await B.manager()}`,
          body: managerBody(email, { image: (await A.image()).image }),
          rightfulBody: managerBody(email, { image: (await B.image()).image }),
        };
      },
      refusedWith: notOwn('image', 'Errors.ImageNotOwn'),
    },
  ],
  'delete /manager/:id': [
    {
      kind: 'id',
      request: async () => ({ route: `/manager/${await A.manager()}` }),
      view: (r) => A.current('/manager', r.route.split('/')[2]!),
    },
  ],
  'put /device/:id': [
    {
      kind: 'id',
      request: async () => ({ route: `/device/${await A.device()}`, body: { serialNo: `TAKEOVER-${unique()}`, model: 2 } }),
      view: (r) => A.current('/device', r.route.split('/')[2]!),
    },
  ],
  'delete /device/:id': [
    {
      kind: 'id',
      request: async () => ({ route: `/device/${await A.device()}` }),
      view: (r) => A.current('/device', r.route.split('/')[2]!),
    },
  ],
  'post /device/:id/maintenance': [
    {
      kind: 'id',
      request: async () => ({ route: `/device/${await A.device()}/maintenance`, body: maintenanceBody() }),
      view: (r) => readAsA(r.route),
    },
    {
      kind: 'id',
      // The detector A rents from the platform, which its tests come from.
      request: async () => ({ route: `${await rentedDetectorOf(a)}/maintenance`, body: maintenanceBody() }),
      view: (r) => readAsA(r.route),
    },
  ],
  'put /device/:id/checker': [
    {
      kind: 'id',
      // A's manager as its detector's 確認者: B may not assign it on A's detector, nor on the one A rents.
      request: async () => ({ route: `/device/${await A.device()}/checker`, body: { checker: a._id } }),
    },
    {
      kind: 'id',
      request: async () => ({ route: `${await rentedDetectorOf(a)}/checker`, body: { checker: a._id } }),
    },
  ],
  'get /device/:id/maintenance': [
    {
      kind: 'id',
      request: async () => {
        const route = `/device/${await A.device()}/maintenance`;
        expect((await sys.call('POST', route, { token: a.token, body: maintenanceBody() })).status).toBe(201);
        return { route };
      },
    },
  ],
  'post /test-result/:id/correction': [
    {
      kind: 'id',
      request: async () => ({
        route: `/test-result/${(await A.testResult()).id}/correction`,
        body: { checkType: 'after_driving', reason: 'not ours' },
      }),
      view: (r) => unsealed(A.current('/test-result', r.route.split('/')[2]!)),
    },
    {
      kind: 'reference',
      request: async () => {
        const own = await B.testResult();
        const route = `/test-result/${own.id}/correction`;
        return {
          route,
          body: { driver: await A.driver(), reason: 'wrong driver' },
          rightfulBody: { driver: await B.driver(own.car), reason: 'wrong driver' },
        };
      },
      refusedWith: notOwn('driver'),
    },
    {
      kind: 'reference',
      request: async () => {
        const own = await B.testResult();
        const route = `/test-result/${own.id}/correction`;
        return {
          route,
          body: { vehicle: await A.car(), reason: 'wrong car' },
          rightfulBody: { vehicle: await B.car(), reason: 'wrong car' },
        };
      },
      refusedWith: notOwn('vehicle'),
    },
  ],
  'patch /notification/:id/read': [
    {
      kind: 'id',
      request: async () => ({ route: `/notification/${await A.notification()}/read` }),
      view: async (r) => (await A.notifications()).find((n) => n._id === r.route.split('/')[2]),
    },
  ],
  'patch /notification/:id/dismiss': [
    {
      kind: 'id',
      request: async () => ({ route: `/notification/${await A.notification()}/dismiss` }),
      view: async (r) => (await A.notifications()).find((n) => n._id === r.route.split('/')[2]),
    },
  ],
  'get /driver/:id': [{ kind: 'id', request: async () => ({ route: `/driver/${await A.driver()}` }) }],
  'post /driver/:id/duty': [
    {
      kind: 'id',
      request: async () => ({ route: `/driver/${await A.driver()}/duty`, body: { date: businessDay(new Date()), onDuty: false } }),
      view: () => readAsA('/check-board'),
    },
  ],
  'get /test-result/:id': [{ kind: 'id', request: async () => ({ route: `/test-result/${(await A.testResult()).id}` }) }],
  'post /test-result/:id/confirmation': [
    {
      kind: 'id',
      request: async () => ({ route: `/test-result/${(await A.testResult()).id}/confirmation`, body: { decision: 'confirmed' } }),
      view: (r) => unsealed(A.current('/test-result', r.route.split('/')[2]!)),
    },
  ],
  'get /images/:companyId/:id': [{ kind: 'id', request: async () => ({ route: `/images/${seeded.company}/${(await A.image()).id}` }) }],

  // ---- A's resource named in the body or the query ----
  'patch /manager/manager-reset-password': [
    { kind: 'reference', request: async () => ({ route: '/manager/manager-reset-password', body: { id: await A.manager() } }) },
  ],
  'patch /driver/driver-reset-password': [
    { kind: 'reference', request: async () => ({ route: '/driver/driver-reset-password', body: { id: await A.driver() } }) },
  ],
  'post /car': [
    {
      kind: 'reference',
      request: async () => ({ route: '/car', body: carBody(`品川 300 か ${unique()}`, await A.office()) }),
      refusedWith: notOwn('office'),
    },
  ],
  'post /driver': [
    {
      kind: 'reference',
      request: async () => ({ route: '/driver', body: driverBody(await A.car(), null, `d-${unique()}@a.example`) }),
      refusedWith: notOwn('car'),
    },
  ],
  'post /manager': [
    {
      kind: 'reference',
      request: async () => ({ route: '/manager', body: managerBody(`m-${unique()}@a.example`, { office: await A.office() }) }),
      refusedWith: notOwn('office'),
    },
    {
      kind: 'reference',
      request: async () => ({ route: '/manager', body: managerBody(`m-${unique()}@a.example`, { image: (await A.image()).image }) }),
      refusedWith: notOwn('image', 'Errors.ImageNotOwn'),
    },
  ],
  'post /test-result': [
    {
      kind: 'reference',
      request: async () => {
        const car = await A.car();
        return { route: '/test-result', body: manualTestBody(await A.driver(car), car, await A.checker()) };
      },
      refusedWith: notOwn('driver'),
    },
  ],
  'post /test-result/device': [
    {
      kind: 'reference',
      // A detector rented to B posts a test naming A's driver and car; A's own detector may.
      request: async () => {
        const car = await A.car();
        const body = { id: randomUUID(), ...manualTestBody(await A.driver(car), car, await A.checker()) };
        const own = await P.registeredDevice(seeded.company!);
        const foreign = await P.registeredDevice(b.company!._id);
        return {
          route: '/test-result/device',
          body,
          owner: { headers: { authorization: `Device ${own.secret}` } },
          intruder: { headers: { authorization: `Device ${foreign.secret}` } },
        };
      },
      refusedWith: notOwn('driver'),
    },
  ],
  'post /subscription': [
    {
      kind: 'reference',
      request: async () => {
        const s = await P.subscriber('none');
        return { route: '/subscription', body: plan(s.company!._id), owner: ownerIs(s) };
      },
    },
  ],
  'post /subscription/signupwithbanktransfer': [
    {
      kind: 'reference',
      request: async () => {
        const s = await P.subscriber('none');
        return { route: '/subscription/signupwithbanktransfer', body: plan(s.company!._id), owner: ownerIs(s) };
      },
      view: (r) => adminView(`/admin/company/${(r.body as { company: string }).company}`)(),
    },
  ],
  'post /subscription/update': [
    {
      kind: 'reference',
      request: async () => {
        const s = await P.subscriber('active');
        return { route: '/subscription/update', body: plan(s.company!._id, 3), owner: ownerIs(s) };
      },
    },
  ],
  'post /subscription/newSubscription': [
    {
      kind: 'reference',
      request: async () => {
        const s = await P.subscriber('none');
        return { route: '/subscription/newSubscription', body: plan(s.company!._id), owner: ownerIs(s) };
      },
    },
  ],
  'post /subscription/omise-verified': [
    {
      kind: 'reference',
      request: async () => {
        const s = await P.subscriber('none');
        const card = {
          number: '4242424242424242',
          name: 'TARO YAMADA',
          expirationMonth: 12,
          expirationYear: thisYearInJapan() + 3,
          securityCode: '123',
        };
        const token = await sys.call('POST', '/payments/sandbox/tokens', { body: card });
        if (token.status !== 201) throw new Error(`card token: ${token.status} ${JSON.stringify(token.body)}`);
        return { route: '/subscription/omise-verified', body: { ...plan(s.company!._id), cardToken: token.body.id }, owner: ownerIs(s) };
      },
      view: (r) => adminView(`/admin/company/${(r.body as { company: string }).company}`)(),
    },
  ],
  'post /subscription/cancel': [
    {
      kind: 'reference',
      request: async () => {
        const s = await P.subscriber('active');
        const body = { company: s.company!._id, terms: 1, policy: 1, check3: 1, check4: 1, reason: 0 };
        return { route: '/subscription/cancel', body, owner: ownerIs(s) };
      },
      view: (r) => adminView(`/admin/company/${(r.body as { company: string }).company}`)(),
    },
  ],
  'get /driver/offices': [
    {
      kind: 'reference',
      request: async () => ({ route: `/driver/offices?ids=${await A.office()}` }),
      shows: (answer, r) => text(answer).includes(r.route.split('=')[1]!),
    },
  ],
  'get /test-result': [
    {
      kind: 'reference',
      request: async () => ({ route: `/test-result?drivers=${(await A.testResult()).driver}` }),
      shows: (answer) => answer.body.docs.length > 0,
    },
    {
      kind: 'reference',
      request: async () => ({ route: `/test-result?offices=${(await A.testResult()).office}` }),
      shows: (answer) => answer.body.docs.length > 0,
    },
  ],
  'get /test-result/csv': [
    {
      kind: 'reference',
      request: async () => ({ route: `/test-result/csv?drivers=${(await A.testResult()).driver}` }),
      shows: (answer) => csvRows(answer) > 0,
    },
  ],
  // Another company's office answers as a missing one (404), as an id in the path would.
  'get /test-result/ledger': [
    {
      kind: 'id',
      request: async () => ({
        route: `/test-result/ledger?month=${businessDay(new Date()).slice(0, 7)}&office=${(await A.testResult()).office}&format=csv`,
      }),
    },
  ],
  // Another company's office answers as a missing one (404), as an id in the path would.
  'get /check-board': [{ kind: 'id', request: async () => ({ route: `/check-board?office=${(await A.testResult()).office}` }) }],
  // Another company's office answers as a missing one (404), as an id in the path would.
  'get /check-board/missed': [
    { kind: 'id', request: async () => ({ route: `/check-board/missed?office=${(await A.testResult()).office}` }) },
  ],
  'get /_next/image': [
    { kind: 'reference', request: async () => ({ route: `/_next/image?url=${encodeURIComponent((await A.image()).image)}&w=64` }) },
  ],

  // ---- admin-only: B's manager 403, the admin through ----
  'post /auth/getAccessOnBehalf': [
    { kind: 'admin', request: async () => ({ route: '/auth/getAccessOnBehalf', body: { company: seeded.company } }) },
  ],
  'put /admin/company/:id': [
    {
      kind: 'admin',
      request: async () => {
        const id = unique();
        const c = await sys.registerCompany({ name: `C運輸 ${id}`, domain: `c${id}.example` });
        return { route: `/admin/company/${c.company!._id}`, body: companyBody(`C運輸 改 ${id}`, `c${id}.example`) };
      },
      view: (r) => adminView(r.route)(),
    },
  ],
  'delete /admin/company/:id': [
    {
      kind: 'admin',
      request: async () => {
        const id = unique();
        const c = await sys.registerCompany({ name: `D運輸 ${id}`, domain: `d${id}.example` });
        return { route: `/admin/company/${c.company!._id}` };
      },
      view: (r) => adminView(r.route)(),
    },
  ],
  'patch /admin/manager/manager-reset-password': [
    { kind: 'admin', request: async () => ({ route: '/admin/manager/manager-reset-password', body: { id: await A.manager() } }) },
  ],
  'post /admin/device': [
    {
      kind: 'admin',
      request: async () => ({
        route: '/admin/device',
        body: { serialNo: `REG-${unique()}`, company: seeded.company, regDate: '2026-01-05' },
      }),
    },
  ],
  'put /admin/device/:id': [
    {
      kind: 'admin',
      request: async () => {
        const device = await P.registeredDevice(seeded.company!);
        return { route: `/admin/device/${device.id}`, body: { serialNo: device.serialNo, company: seeded.company, regDate: '2026-02-01' } };
      },
    },
  ],
  'post /admin/device/:id/unassign': [
    { kind: 'admin', request: async () => ({ route: `/admin/device/${(await P.registeredDevice(seeded.company!)).id}/unassign` }) },
  ],
  'post /admin/device/:id/rotate-secret': [
    { kind: 'admin', request: async () => ({ route: `/admin/device/${(await P.registeredDevice(seeded.company!)).id}/rotate-secret` }) },
  ],
  'delete /admin/device/:id': [
    {
      kind: 'admin',
      request: async () => {
        const { id } = await P.registeredDevice(seeded.company!);
        expect((await sys.call('POST', `/admin/device/${id}/unassign`, { token: admin.token })).status).toBe(200);
        return { route: `/admin/device/${id}` };
      },
    },
  ],
  'post /admin/faq-category': [
    {
      kind: 'admin',
      request: async () => ({ route: '/admin/faq-category', body: { title_en: 'Billing', title_ja: '請求', position: 2 } }),
    },
  ],
  'put /admin/faq-category/:id': [
    {
      kind: 'admin',
      request: async () => ({
        route: `/admin/faq-category/${await P.faqCategory()}`,
        body: { title_en: 'Sign-in', title_ja: 'サインイン', position: 3 },
      }),
    },
  ],
  'delete /admin/faq-category/:id': [{ kind: 'admin', request: async () => ({ route: `/admin/faq-category/${await P.faqCategory()}` }) }],
  'post /admin/faq': [{ kind: 'admin', request: async () => ({ route: '/admin/faq', body: faqBody(await P.faqCategory()) }) }],
  'put /admin/faq/:id': [
    { kind: 'admin', request: async () => ({ route: `/admin/faq/${await P.faqArticle()}`, body: faqBody(await P.faqCategory()) }) },
  ],
  'delete /admin/faq/:id': [{ kind: 'admin', request: async () => ({ route: `/admin/faq/${await P.faqArticle()}` }) }],
  'post /admin/subscription/bankTransferPayment': [
    {
      kind: 'admin',
      request: async () => {
        const s = await P.subscriber('pending');
        const view = await adminView(`/admin/company/${s.company!._id}`)();
        const amount = view.data?.subscription?.totalAmount ?? view.data?.subscriptions?.[0]?.totalAmount;
        return {
          route: '/admin/subscription/bankTransferPayment',
          body: { company: s.company!._id, amount, paidOn: businessDay(new Date()), reference: `TX-${unique()}` },
        };
      },
      view: (r) => adminView(`/admin/company/${(r.body as { company: string }).company}`)(),
    },
  ],
  'post /admin/companyInvoice': [
    {
      kind: 'admin',
      request: async () => ({
        route: '/admin/companyInvoice',
        body: { company: seeded.company, periodFrom: '2026-01-01', periodTo: '2026-01-31' },
      }),
    },
  ],
  'post /admin/companyInvoice/sendEmail': [
    {
      kind: 'admin',
      request: async () => {
        const body = { company: seeded.company, periodFrom: '2026-02-01', periodTo: '2026-02-28' };
        const invoice = await sys.call('POST', '/admin/companyInvoice', { token: admin.token, body });
        expect(invoice.status).toBe(201);
        return { route: '/admin/companyInvoice/sendEmail', body: { id: invoice.body.data._id ?? invoice.body.data.id } };
      },
    },
  ],
  'post /admin/jobs/:queue/:id/retry': [
    {
      kind: 'admin',
      // No job has failed here: the admin gets past the role check to the job's absence. A real retry is failed-jobs.test.ts's.
      request: async () => ({ route: '/admin/jobs/fleetcheck-mail/no-such-job/retry' }),
      ownerStatus: 404,
    },
  ],
  'get /admin/faq-category': [{ kind: 'admin', request: async () => ({ route: '/admin/faq-category' }) }],
  'get /admin/faq': [{ kind: 'admin', request: async () => ({ route: '/admin/faq' }) }],
  'get /admin/faq/:id': [{ kind: 'admin', request: async () => ({ route: `/admin/faq/${await P.faqArticle()}` }) }],
  'get /admin/company': [{ kind: 'admin', request: async () => ({ route: '/admin/company' }) }],
  'get /admin/company/:id': [{ kind: 'admin', request: async () => ({ route: `/admin/company/${seeded.company}` }) }],
  'get /admin/company/:id/subscription-history': [
    { kind: 'admin', request: async () => ({ route: `/admin/company/${seeded.company}/subscription-history` }) },
  ],
  'get /admin/companyDevice/:id': [{ kind: 'admin', request: async () => ({ route: `/admin/companyDevice/${seeded.company}` }) }],
  'get /admin/device': [{ kind: 'admin', request: async () => ({ route: '/admin/device' }) }],
  'get /admin/device/:id/maintenance': [
    { kind: 'admin', request: async () => ({ route: `/admin${await rentedDetectorOf(admin)}/maintenance` }) },
  ],
  'post /admin/device/:id/maintenance': [
    {
      kind: 'admin',
      request: async () => ({
        route: `/admin${await rentedDetectorOf(admin)}/maintenance`,
        body: maintenanceBody('calibration'),
      }),
    },
  ],
  'get /admin/companyInvoice/:id': [{ kind: 'admin', request: async () => ({ route: `/admin/companyInvoice/${seeded.company}` }) }],
  'get /admin/jobs/failed': [{ kind: 'admin', request: async () => ({ route: '/admin/jobs/failed' }) }],
  'get /admin/mail-outbox': [{ kind: 'admin', request: async () => ({ route: '/admin/mail-outbox' }) }],
  'post /admin/auditors': [{ kind: 'admin', request: async () => ({ route: '/admin/auditors', body: auditorInvitation() }) }],
  'post /admin/auditors/:id/revoke': [
    { kind: 'admin', request: async () => ({ route: `/admin/auditors/${await invitedAuditor()}/revoke` }) },
  ],
  'get /admin/auditors': [{ kind: 'admin', request: async () => ({ route: '/admin/auditors' }) }],
  'get /admin/auditors/:id/activity': [
    { kind: 'admin', request: async () => ({ route: `/admin/auditors/${await invitedAuditor()}/activity` }) },
  ],
  // Audit reads (an admin, or an auditor within their scope: auditor-role.test.ts) refuse a manager like admin routes.
  'get /audit/companies': [{ kind: 'admin', request: async () => ({ route: '/audit/companies' }) }],
  'get /audit/company/:id/ledger': [{ kind: 'admin', request: async () => ({ route: `/audit/company/${seeded.company}/ledger` }) }],
  'get /audit/company/:id/offices': [{ kind: 'admin', request: async () => ({ route: `/audit/company/${seeded.company}/offices` }) }],
  'get /audit/company/:id/ledger-export': [
    {
      kind: 'admin',
      request: async () => ({
        route: `/audit/company/${seeded.company}/ledger-export?month=${new Date().toISOString().slice(0, 7)}&format=csv`,
      }),
    },
  ],
  'get /audit/access-log': [{ kind: 'admin', request: async () => ({ route: `/audit/access-log?company=${seeded.company}` }) }],
};

/** An auditor invitation naming company A (issue 22). */
function auditorInvitation() {
  const scope = { kind: 'companies', companyIds: [seeded.company!] };
  return { email: `walk-${randomUUID()}@audit.example`, name: '監査 太郎', scope, accessEndsOn: addDays(businessDay(new Date()), 400) };
}
async function invitedAuditor(): Promise<string> {
  const invited = await sys.call('POST', '/admin/auditors', { token: admin.token, body: auditorInvitation() });
  expect(invited.status).toBe(201);
  return invited.body.data.id as string;
}

/** Reads of the caller's own company (no id anywhere): B's answer shows none of A's records, A's shows them. */
const ownReads: Record<string, (answer: Answer) => boolean> = {
  '/auth/profile': (answer) => text(answer).includes(seeded.manager!),
  '/user-info': (answer) => text(answer).includes(seeded.manager!),
  '/auth/company-profile': (answer) => text(answer).includes(seeded.companyEmail!),
  '/settings': (answer) => text(answer).includes(seeded.company!),
  '/home': (answer) => text(answer).includes(seeded.notification!),
  // A's alert by its car's number (B may have alerts of its own records, made by B's rightful steps).
  '/notification/csv': (answer) => text(answer).includes(seeded.notificationCar!),
  '/office': (answer) => text(answer).includes(seeded.office!),
  '/car': (answer) => text(answer).includes(seeded.car!),
  '/driver': (answer) => text(answer).includes(seeded.driver!),
  '/manager': (answer) => text(answer).includes(seeded.manager!),
  '/device': (answer) => text(answer).includes(seeded.device!),
  '/subscription/view': (answer) => answer.body.data !== null,
};
for (const [route, shows] of Object.entries(ownReads)) walk[`get ${route}`] = [{ kind: 'own', request: async () => ({ route }), shows }];
// Issue 37: the bulk import. A's car file names A's office by its name: in B's company no office has that name, so
// B's dry run lists the row as failing and B's import is refused with it, writing nothing; A's succeed.
const csvFile = { 'content-type': 'text/csv' };
async function carFileNamingAsOffice(): Promise<string> {
  const office = await A.office();
  const offices = (await readAsA('/office?page=1&limit=100')).docs as { _id: string; name: string }[];
  const name = offices.find((found) => found._id === office)!.name;
  const year = thisYearInJapan() + 2;
  return [
    '車両番号,モデル,車種,車台番号,製造年月,車検満了日,保険満了日,営業所',
    `品川 300 く ${unique()},ハイエース,バン,TRH200-0001,2022-04,${year}-04-01,${year}-03-31,${name}`,
  ].join('\r\n');
}
walk['post /import/:kind/dry-run'] = [
  {
    kind: 'reference',
    request: async () => ({ route: '/import/car/dry-run', body: await carFileNamingAsOffice(), headers: csvFile }),
    // A's dry run finds A's office (no failing row); B's names the row's office as not found.
    shows: (answer) => answer.body.data.rows === 1 && answer.body.data.errors.length === 0,
  },
];
walk['post /import/:kind'] = [
  {
    kind: 'reference',
    request: async () => ({ route: '/import/car', body: await carFileNamingAsOffice(), headers: csvFile }),
    refusedWith: { status: 422, key: 'Errors.ImportRowsInvalid', fields: [{ path: 'rows.2.office', key: 'Errors.NotFound' }] },
  },
];
// The detectors the platform rents to A: one registered for it, listed once the read model has it.
walk['get /device/rented'] = [
  {
    kind: 'own',
    request: async () => {
      seeded.rented = (await P.registeredDevice(seeded.company!)).id;
      await eventually('the rented detector to be listed', async () =>
        text(await sys.call('GET', '/device/rented', { token: a.token })).includes(seeded.rented!) ? true : undefined,
      );
      return { route: '/device/rented' };
    },
    shows: (answer) => text(answer).includes(seeded.rented!),
  },
];

/** Routes the walk leaves out, each with why no other company's resource can be named there. */
const excluded: Record<string, string> = {
  'get /docs': 'public page, no company',
  'get /docs/openapi.json': 'public document, no company',
  'get /docs/assets/:file': 'public asset; :file is a file of the page, not a resource',
  'post /auth/login': 'public sign-in',
  'post /auth/admin-login': 'public sign-in',
  'post /auth/manager-token': "public; the refresh token is the caller's own secret",
  'post /auth/admin-token': "public; the refresh token is the caller's own secret",
  'post /auth/register': 'public; creates a new company',
  'post /auth/verify-email': 'public; the mailed code is the secret',
  'post /auth/manager-forgot-password': 'public; answers the same whoever is named',
  'post /auth/manager-forgot-password-email-verification': 'public; the mailed code is the secret',
  'patch /auth/manager-reset-password-email': 'public; the mailed code is the secret',
  'post /subscription/simulationCalc': 'public price quote, names no company',
  'post /payments/sandbox/tokens': 'public sandbox card vault, no company',
  'get /payments/sandbox/authorize/:chargeId': "public sandbox 3-D Secure page (the provider's, not ours)",
  'post /payments/sandbox/authorize/:chargeId': "public sandbox 3-D Secure answer (the provider's, not ours)",
  'get /faq-category': 'public help text, no company',
  'get /faq': 'public help text, no company',
  'get /auth/logout': "ends the caller's own session",
  'patch /auth/update-manage-language': "the caller's own language",
  'patch /auth/report-mails': "the calling manager's own report mails",
  'patch /auth/update-profile': "the caller's own profile; names nothing else",
  'put /auth/company-profile': "the caller's own company, taken from the token",
  'post /office': "creates in the caller's own company; names nothing",
  'post /device': "creates in the caller's own company; names nothing",
  'post /upload': "stores for the caller's own company; names nothing",
  'get /import/:kind/template': 'the same template file for every company (headers and an example row); names nothing and shows no record',
  'post /subscription/calc': "a quote for the caller's own plan; names nothing",
  'post /inspection-items': "creates an inspection item in the caller's own company; names nothing",
  'get /inspection-items': "the caller's own company's items (deploy/test/vehicle-inspection: another company's list is empty)",
  'get /vehicle-inspection/day': "the caller's own company's cars (deploy/test/vehicle-inspection: another company's board is empty)",
  'post /auth/auditor-set-password': 'public; the mailed code is the secret',
  'post /auth/driver-login': 'public sign-in',
  'post /auth/driver-token': "public; the refresh token is the caller's own secret",
  'post /auth/driver-set-password': 'public; the invitation code is the secret',
  'post /driver-app/photos':
    "stores for the calling driver's own company; names nothing (refusals: command-api driver-app-checks.api.test.ts)",
  'post /auditor/activity': "the auditor's own record of what they read; refuses every other user (auditor-role.test.ts)",
  // Issue 35: live confirmation; its tenant refusals are tested beside the routes (a walk needs a ringing call of A).
  'post /test-result/:id/live/call':
    "the driver's own record only; another company's record or call answers 404 and writes nothing (command-api/test/live-confirmation.api.test.ts)",
  'post /test-result/:id/live/call/:callId/answer':
    "another company's record or call answers 404 and writes nothing (command-api/test/live-confirmation.api.test.ts)",
  'post /test-result/:id/live/call/:callId/end':
    "the call's two sides only; another company's record or call answers 404 and writes nothing (command-api/test/live-confirmation.api.test.ts)",
  'post /test-result/:id/live/call/:callId/signal':
    "the call's two sides only; another company's record or call answers 404 and writes nothing (command-api/test/live-confirmation.api.test.ts)",
  'get /test-result/:id/live/call/:callId/events':
    "an event stream that stays open; the call's two sides only; another company's record or call answers 404 and writes nothing (command-api/test/live-confirmation.api.test.ts)",
  'get /live/queue': "an event stream that stays open; the caller's own company's calls, taken from the token",
  'post /test-result/:id/live/code':
    "another company's record or call answers 404 and writes nothing (command-api/test/live-confirmation.api.test.ts)",
  'post /test-result/:id/live/code/entry':
    "the driver's own record only; another company's record or call answers 404 and writes nothing (command-api/test/live-confirmation.api.test.ts)",
  'post /test-result/:id/live/confirmation':
    "another company's record or call answers 404 and writes nothing (command-api/test/live-confirmation.api.test.ts)",
};

const inTables = [...operations, ...readOperations].map((op) => `${op.method} ${op.path}`);
const accessOf = new Map([...operations, ...readOperations].map((op) => [`${op.method} ${op.path}`, op.access]));

describe('the tenant walk', () => {
  it('walks or excludes (with a reason) every route of both route tables, and nothing else', () => {
    const walked = Object.keys(walk);
    expect(
      walked.filter((key) => key in excluded),
      'walked and excluded',
    ).toEqual([]);
    expect([...walked, ...Object.keys(excluded)].sort()).toEqual([...inTables].sort());
    // Every admin-only route is walked as one, and only those.
    const adminWalked = walked.filter((key) => walk[key]!.every((step) => step.kind === 'admin')).sort();
    expect(adminWalked).toEqual(inTables.filter((key) => accessOf.get(key) === 'admin' || accessOf.get(key) === 'audit').sort());
    const counts = Object.fromEntries(
      (['id', 'reference', 'admin', 'own'] as const).map((kind) => [
        kind,
        walked.filter((key) => walk[key]!.some((step) => step.kind === kind)).length,
      ]),
    );
    console.info(
      `Tenant walk: ${walked.length} routes walked, routes per kind of step ${JSON.stringify(counts)}, ${Object.keys(excluded).length} excluded`,
    );
  });
});

/**
 * A's own driver sends A's request (issue 34): the driver's token opens none of these routes (403; a detector's
 * route does not take a user's token at all: 401), except who they are (any signed-in user: their own profile,
 * none of A's records), and nothing is written in the driver's name.
 */
async function expectDriverRefused(key: string, method: string, request: Request, step: Step): Promise<void> {
  const from = await sys.system.stores.eventStore.headPosition();
  const tried = await sys.call(method, request.route, { token: driver.token, body: request.body, headers: request.headers });
  const what = `${key} as A's driver: ${tried.status} ${text(tried).slice(0, 200)}`;
  if (step.kind === 'own' && step.shows && accessOf.get(key) === 'any-user') {
    expect(tried.status, what).toBe(200);
    expect(step.shows(tried, request), what).toBe(false);
  } else expect(tried.status, what).toBe(accessOf.get(key) === 'device' ? 401 : 403);
  const since = await sys.system.stores.eventStore.readAll({ after: from, maxCount: 1000 });
  expect(
    since.filter((event) => event.metadata.actor.userId === driver._id).map((event) => event.type),
    `${key}: written in the driver's name`,
  ).toEqual([]);
}

/**
 * A test result as A sees it, without its record chain seal: the sealer stamps the newest chain link of a record
 * (ledgerSeq, ledgerHash) on its own time, so A's earlier writes may be sealed between the two reads.
 */
async function unsealed(record: Promise<Record<string, unknown> | undefined>): Promise<Record<string, unknown> | undefined> {
  const found = await record;
  if (!found) return found;
  const { ledgerSeq: _seq, ledgerHash: _hash, ...rest } = found;
  return rest;
}

describe("company B's manager sends company A's request", () => {
  for (const [key, steps] of Object.entries(walk)) {
    const [method] = key.split(' ') as [string];
    it(`${key}: ${steps[0]!.kind === 'admin' ? '403, the admin gets through' : 'refused, A unchanged, A gets through'}`, async () => {
      for (const step of steps) {
        const request = await step.request();
        const body = request.body;
        const owner = request.owner ?? { token: step.kind === 'admin' ? admin.token : a.token };
        const intruder = request.intruder ?? { token: b.token };
        const before = await step.view?.(request);
        const from = await sys.system.stores.eventStore.headPosition();

        // The request's own headers (a file's content type) go beside the caller's (a detector's key), not over them.
        const as = (caller: { token?: string; headers?: Record<string, string> }, sent: unknown) =>
          sys.call(method, request.route, { ...caller, body: sent, headers: { ...caller.headers, ...request.headers } });
        const tried = await as(intruder, body);
        if (step.shows) {
          expect(tried.status, `${key} as B`).toBeLessThan(300);
          expect(step.shows(tried, request), `${key} as B shows A's record`).toBe(false);
        } else if (step.kind === 'admin') {
          expect([tried.status, tried.body?.error?.key], `${key} as B`).toEqual([403, 'Errors.Forbidden']);
        } else if (step.refusedWith) {
          expect({ status: tried.status, ...tried.body?.error }, `${key} as B`).toEqual(step.refusedWith);
        } else {
          expect([403, 404], `${key} as B: ${tried.status} ${text(tried).slice(0, 200)}`).toContain(tried.status);
        }
        const since = await sys.system.stores.eventStore.readAll({ after: from, maxCount: 1000 });
        // B's manager, or B's detector: the actor of every event written for a request names its company. The
        // workers' own reactions (role system, e.g. the record chain sealer sealing a record B wrote earlier) run on their
        // own schedule and are not the request's.
        const byB = since.filter((event) => event.metadata.actor.companyId === b.company!._id && event.metadata.actor.role !== 'system');
        expect(
          byB.map((event) => event.type),
          `${key}: written on B's behalf`,
        ).toEqual([]);
        if (step.view) expect(await step.view(request), `${key}: A's record after B's try`).toEqual(before);
        if (!request.intruder) await expectDriverRefused(key, method, request, step);

        const own = request.rightfulBody === undefined ? await as(owner, body) : await as(intruder, request.rightfulBody);
        if (step.ownerStatus) expect(own.status, `${key} as its owner`).toBe(step.ownerStatus);
        else expect(Math.floor(own.status / 100), `${key} as its owner: ${own.status} ${text(own).slice(0, 300)}`).toBe(2);
        if (step.shows) expect(step.shows(own, request), `${key} as A shows A's record`).toBe(true);
      }
    }, 60_000);
  }
});
