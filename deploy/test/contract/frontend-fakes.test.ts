import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeDriverAppServer } from '../../../frontend/test/fakes/fakeDriverAppServer';
import { FakeDriverServer } from '../../../frontend/test/fakes/fakeDriverServer';
import { FakeOfficeServer } from '../../../frontend/test/fakes/fakeOfficeServer';
import { activeCardPlan, FakeSubscriptionServer } from '../../../frontend/test/fakes/fakeSubscriptionServer';
import { FakeBackend } from '../../../frontend/test/fakes/fakeBackend';
import { signedOutServer } from '../../../frontend/test/fakes/fakeSignedOutServer';
import { eventually } from '../support/eventually';
import { reading, toFake, toServer as serverSender, wholeAnswer, type Send } from './fake-exchange';
import { driverBody, officeBody } from '../support/request-bodies';
import { startSeededSystem, type SeededSystem, type Session } from '../support/seeded-system';

/* The fakes of the offices, drivers, subscription and session endpoints, held to the real server's answers. */
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

describe("the fake driver app server answers as the server does (issue 34's phone app)", () => {
  it("the driver's home and month, a refresh with the current refresh token and with an unknown one", async () => {
    const driver = await sys.demoDriver();
    const month = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 7);
    const story = async (send: Send, refreshToken: string) => [
      // The fake's driver, company, cars and checks are its own story's, not the demo driver's: their shape.
      reading(await send('GET', '/driver-app/home')),
      reading(await send('GET', `/driver-app/checks?month=${month}`)),
      wholeAnswer(await send('POST', '/auth/driver-token', { body: { refreshToken } })),
      wholeAnswer(await send('POST', '/auth/driver-token', { body: { refreshToken: 'refresh-unknown' } })),
    ];
    const fake = new FakeDriverAppServer();
    expect(await story(toFake(fake.fetch, fake.validToken), fake.validRefreshToken)).toEqual(
      await story(toServer(driver.token), driver.refreshToken),
    );
  });
});

describe('the fake subscription server answers as the server does', () => {
  it('the profile of a manager with a plan, and an unknown path', async () => {
    const fake = new FakeSubscriptionServer();
    fake.subscription = activeCardPlan;
    const real = toServer(manager.token);
    // The fake's manager and company are its own story's, not the demo manager's: the profile's shape.
    expect(reading(await toFake(fake.fetch)('GET', '/auth/profile'))).toEqual(reading(await real('GET', '/auth/profile')));
    expect(wholeAnswer(await toFake(fake.fetch)('POST', '/no-such-route', { body: {} }))).toEqual(
      wholeAnswer(await real('POST', '/no-such-route', { body: {} })),
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
