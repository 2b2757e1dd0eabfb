import { businessDay } from '@fleetcheck/domain/calendar/business-day';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeDriverAppServer } from '../../../frontend/test/fakes/fakeDriverAppServer';
import { FakeDriverServer } from '../../../frontend/test/fakes/fakeDriverServer';
import { FakeOfficeServer } from '../../../frontend/test/fakes/fakeOfficeServer';
import { activeCardPlan, FakeSubscriptionServer } from '../../../frontend/test/fakes/fakeSubscriptionServer';
import { FakeBackend } from '../../../frontend/test/fakes/fakeBackend';
import { signedOutServer } from '../../../frontend/test/fakes/fakeSignedOutServer';
import { eventually } from '../support/eventually';
import { toFake, toServer as serverSender, wholeAnswer, type Send } from './fake-exchange';
import { carBody, companyBody, driverBody, officeBody } from '../support/request-bodies';
import { startSeededSystem, type SeededSystem, type Session } from '../support/seeded-system';

/*
 * The fakes of the offices, drivers, driver app, subscription and session endpoints, held to the real server's answers:
 * whole answers, figures and words, with only per-run values (ids, tokens, days, times) blanked.
 */
let sys: SeededSystem;
let manager: Session;
/** The system's clock runs `shiftMs` ahead of the real one: moved to expire a token. */
let shiftMs = 0;

const toServer = (defaultToken?: string) => serverSender(() => sys, defaultToken);

/** A list read until it shows what was just written (the query side follows the log). */
const listed = (send: Send, path: string) =>
  eventually(`${path} to list the new record`, async () => {
    const answer = await send('GET', path);
    // The page and its count are two reads: a projection write between them can count a record the page lacks.
    return answer.status === 200 && answer.body.totalDocs > 0 && answer.body.docs?.length > 0 ? answer : undefined;
  });

beforeAll(async () => {
  sys = await startSeededSystem('fake-contracts', { clock: { now: () => new Date(Date.now() + shiftMs) } });
  manager = await sys.demoManager();
}, 120_000);
afterAll(async () => {
  await sys?.stop();
});

describe('the fake office server answers as the server does', () => {
  async function story(send: Send): Promise<[string, unknown][]> {
    const seen: [string, unknown][] = [];
    const created = await send('POST', '/office', { body: officeBody('Contract office') });
    seen.push(['create', wholeAnswer(created)]);
    const id: string = created.body.data.id;
    seen.push(['list', wholeAnswer(await listed(send, '/office?page=1&limit=10&query=Contract'))]);
    seen.push(['no match', wholeAnswer(await send('GET', '/office?page=1&limit=10&query=no-such-office'))]);
    const updated = await send('PUT', `/office/${id}`, { body: officeBody('Contract office 2'), ifMatch: '"0"' });
    seen.push(['update', wholeAnswer(updated)]);
    seen.push(['stale update', wholeAnswer(await send('PUT', `/office/${id}`, { body: officeBody('Contract office 3'), ifMatch: '"0"' }))]);
    // A cut-off at the start time plus the default reminder margin (08:00 + 30 min) is refused on its field.
    const early = { ...officeBody('Contract office 4'), startTime: '08:00', cutoff: '08:30' };
    seen.push(['early cut-off', wholeAnswer(await send('PUT', `/office/${id}`, { body: early, ifMatch: '"1"' }))]);
    seen.push(['delete', wholeAnswer(await send('DELETE', `/office/${id}`))]);
    seen.push(['unknown', wholeAnswer(await send('PUT', '/office/no-such-office', { body: officeBody('Nobody') }))]);
    return seen;
  }

  it('create, list, update, a stale update, a cut-off too early, delete and an unknown id', async () => {
    const real = await story(toServer(manager.token));
    expect(await story(toFake(new FakeOfficeServer().fetch))).toEqual(real);
  });
});

describe('the fake driver server answers as the server does', () => {
  async function story(send: Send, car: string, office: string): Promise<[string, unknown][]> {
    const seen: [string, unknown][] = [];
    // The lookups narrowed to the office and car the fake holds, which the demo company has too.
    seen.push(['office lookup', wholeAnswer(await send('GET', `/office?page=1&limit=1000&query=${encodeURIComponent('東京本社')}`))]);
    seen.push(['car lookup', wholeAnswer(await send('GET', `/car?page=1&limit=1000&query=${encodeURIComponent('あ 12-34')}`))]);
    const created = await send('POST', '/driver', { body: { ...driverBody(car, office), lastName: '契約' } });
    seen.push(['create', wholeAnswer(created)]);
    const list = await listed(send, `/driver?page=1&limit=10&query=${encodeURIComponent('契約')}`);
    seen.push(['list', wholeAnswer(list)]);
    const id: string = list.body.docs[0]._id;
    seen.push(['reset', wholeAnswer(await send('PATCH', '/driver/driver-reset-password', { body: { id } }))]);
    seen.push(['update', wholeAnswer(await send('PUT', `/driver/${id}`, { body: { ...driverBody(car, office), lastName: '契約二' } }))]);
    seen.push(['delete', wholeAnswer(await send('DELETE', `/driver/${id}`))]);
    seen.push(['reset unknown', wholeAnswer(await send('PATCH', '/driver/driver-reset-password', { body: { id: 'no-such-driver' } }))]);
    return seen;
  }

  it('lookups, create, list, password reset, update, delete and an unknown id', async () => {
    const send = toServer(manager.token);
    // The demo company's head office and car, as the fake's o1 and c1 are.
    const office = (await send('GET', `/office?page=1&limit=10&query=${encodeURIComponent('東京本社')}`)).body.docs[0]._id as string;
    const car = (await send('GET', `/car?page=1&limit=10&query=${encodeURIComponent('あ 12-34')}`)).body.docs[0]._id as string;
    const real = await story(send, car, office);
    expect(await story(toFake(new FakeDriverServer().fetch), 'c1', 'o1')).toEqual(real);
  });

  it('a refused form: 400 with the field keys', async () => {
    const send = toServer(manager.token);
    const invalid = { ...driverBody('c1'), driverLicense: '12345678901234' };
    const real = await send('POST', '/driver', { body: invalid });
    const fake = new FakeDriverServer();
    fake.rejectNextWith = real.body.error.fields;
    expect(wholeAnswer(await toFake(fake.fetch)('POST', '/driver', { body: invalid }))).toEqual(wholeAnswer(real));
    expect(real.body.error.fields).toEqual([{ path: 'driverLicense', key: 'Errors.License' }]);
  });
});

/**
 * The company of the driver app's and the subscription's fakes, made once on the server (whichever test comes first):
 * A運輸, whose manager Ken Ito (owner@example.com, English) pays a plan of 3 cars and 2 detectors monthly by card.
 */
let storyCompany: Promise<Session> | undefined;
const fakesCompany = () => (storyCompany ??= registerStoryCompany());
async function registerStoryCompany(): Promise<Session> {
  const [email, password] = ['owner@example.com', 'contract-pass-1'];
  const manager = {
    name: { lastName: 'Ito', firstName: 'Ken' },
    spelling: { lastName: 'イトウ', firstName: 'ケン' },
    email,
    mobile: '09011112222',
    password,
  };
  const registered = await sys.call('POST', '/auth/register', {
    body: { company: companyBody('A運輸', 'a-unyu.example'), manager, language: 'en' },
  });
  expect(registered.status).toBe(201);
  expect((await sys.call('POST', '/auth/verify-email', { body: { auth: await sys.lastCodeTo(email) } })).status).toBe(200);
  const owner = await sys.login(email, password);
  const expirationYear = new Date().getUTCFullYear() + 3;
  const card = { number: '4242424242424242', name: 'KEN ITO', expirationMonth: 12, expirationYear, securityCode: '123' };
  const token = await sys.call('POST', '/payments/sandbox/tokens', { body: card });
  const plan = { company: owner.company!._id, carCount: 3, deviceCount: 2, paymentSchedule: 'monthly', cardToken: token.body.id };
  const paid = await sys.call('POST', '/subscription/omise-verified', { token: owner.token, body: plan });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return owner;
}

describe("the fake driver app server answers as the server does (issue 34's phone app)", () => {
  it("the driver's home and month, a refresh with the current refresh token and with an unknown one", async () => {
    // The fake's story on the server: A運輸's driver 鈴木 一郎 of 本社 (08:00 to 18:00, 052-111-2222), the company's
    // one car (品川 300 あ 12-34, ハイエース, his own) and detector (SN-0001, model 1, never used), no check today.
    const asOwner = toServer((await fakesCompany()).token);
    const office = await asOwner('POST', '/office', {
      body: { ...officeBody('本社'), phone: '052-111-2222', startTime: '08:00', cutoff: '18:00' },
    });
    expect(office.status).toBe(201);
    const car = await asOwner('POST', '/car', { body: { ...carBody('品川 300 あ 12-34', office.body.data.id), model: 'ハイエース' } });
    expect(car.status).toBe(201);
    expect((await asOwner('POST', '/device', { body: { serialNo: 'SN-0001', model: 1 } })).status).toBe(201);
    const email = 'suzuki@a-unyu.example';
    const hired = await asOwner('POST', '/driver', {
      body: { ...driverBody(car.body.data.id, office.body.data.id, email), lastName: '鈴木', firstName: '一郎' },
    });
    expect(hired.status).toBe(201);
    const row = await listed(asOwner, `/driver?page=1&limit=10&query=${email}`);
    const reset = await asOwner('PATCH', '/driver/driver-reset-password', { body: { id: row.body.docs[0]._id } });
    const driver = (await sys.call('POST', '/auth/driver-login', { body: reset.body.data })).body.data as Session;
    await eventually('the home to show the office, the car and the detector', async () => {
      const home = (await sys.call('GET', '/driver-app/home', { token: driver.token })).body;
      return home?.office && home.cars?.length && home.detectors?.length ? true : undefined;
    });

    // The fake on the server's clock: the day, and whether the reminder is due yet, are the server's.
    const now = new Date(Date.now() + shiftMs);
    const fake = new FakeDriverAppServer();
    fake.now = now;
    fake.today = businessDay(now);
    const month = fake.today.slice(0, 7);
    // Whole answers: the store's ids, and the fake's own wherever they stand (its default vehicle 'car1'), are blanked.
    const fakeIds = ['d1', 'c1', 'o1', 'car1', 'dev1'];
    const story = async (send: Send, refreshToken: string) => [
      ['home', wholeAnswer(await send('GET', '/driver-app/home'), fakeIds)],
      ['month', wholeAnswer(await send('GET', `/driver-app/checks?month=${month}`))],
      ['refresh', wholeAnswer(await send('POST', '/auth/driver-token', { body: { refreshToken } }))],
      ['unknown refresh', wholeAnswer(await send('POST', '/auth/driver-token', { body: { refreshToken: 'refresh-unknown' } }))],
    ];
    const real = await story(toServer(driver.token), driver.refreshToken);
    expect(await story(toFake(fake.fetch, fake.validToken), fake.validRefreshToken)).toEqual(real);
  });
});

describe('the fake subscription server answers as the server does', () => {
  it('the profile of a manager with a card plan, and an unknown path', async () => {
    const owner = toServer((await fakesCompany()).token);
    const profile = await eventually('the card plan in the profile', async () => {
      const answer = await owner('GET', '/auth/profile');
      return answer.body?.data?.subscription?.status === 'Active' ? answer : undefined;
    });
    const fake = new FakeSubscriptionServer();
    fake.subscription = activeCardPlan;
    // The whole profile, every figure and word (the person, the plan's counts, amounts, status, method and card on
    // file); only the store's ids, the plan's days (the run's) and its creation time are blanked.
    expect(wholeAnswer(await toFake(fake.fetch)('GET', '/auth/profile'))).toEqual(wholeAnswer(profile));
    expect(wholeAnswer(await toFake(fake.fetch)('POST', '/no-such-route', { body: {} }))).toEqual(
      wholeAnswer(await owner('POST', '/no-such-route', { body: {} })),
    );
  });
});

describe('the fake auth backend answers as the server does', () => {
  it('a refresh with the current refresh token, with an unknown one, and a read with an expired access token', async () => {
    const session = await sys.demoManager();
    const real = toServer();
    const fakeBackend = new FakeBackend();
    const fake = toFake(fakeBackend.fetch);
    expect(wholeAnswer(await fake('POST', '/auth/manager-token', { body: { refreshToken: fakeBackend.validRefreshToken } }))).toEqual(
      wholeAnswer(await real('POST', '/auth/manager-token', { body: { refreshToken: session.refreshToken } })),
    );
    expect(wholeAnswer(await fake('POST', '/auth/manager-token', { body: { refreshToken: 'refresh-unknown' } }))).toEqual(
      wholeAnswer(await real('POST', '/auth/manager-token', { body: { refreshToken: 'refresh-unknown' } })),
    );

    // The fake lists nothing: the same read of a list with nothing in it.
    const read = '/office?page=1&limit=10&query=no-such-office';
    const reader = await sys.demoManager();
    expect(wholeAnswer(await fake('GET', read, { token: fakeBackend.validToken }))).toEqual(
      wholeAnswer(await real('GET', read, { token: reader.token })),
    );
    // Past the access token's lifetime (15 minutes) on the server's clock, and back: the other tests' tokens,
    // made before or after this one in a shuffled run, stay valid.
    shiftMs += 16 * 60_000;
    try {
      const expired = await real('GET', read, { token: reader.token });
      expect(expired.body.error.key).toBe('Errors.TokenExpired');
      expect(wholeAnswer(await fake('GET', read, { token: 'token-1' }))).toEqual(wholeAnswer(expired));
    } finally {
      shiftMs -= 16 * 60_000;
    }
  });
});

describe('the fake signed-out server answers as the server does', () => {
  it('reads and writes of an account without a token are refused', async () => {
    const story = async (send: Send) => [
      wholeAnswer(await send('GET', '/auth/profile')),
      wholeAnswer(await send('GET', '/office?page=1&limit=10')),
      wholeAnswer(await send('POST', '/office', { body: officeBody('Nobody') })),
    ];
    expect(await story(toFake(signedOutServer().fetchFn))).toEqual(await story(toServer()));
  });
});
