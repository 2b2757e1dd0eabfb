import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carBody, officeBody } from '../support/request-bodies';
import { startSeededSystem, type SeededSystem } from '../support/seeded-system';

/*
 * Many managers registering cars in one office at the same moment: a create names the office but writes only
 * its own streams (the number claim and the car), so none of them contends with another and none is refused
 * with 412, which is kept for an If-Match that no longer matches.
 */
const CLIENTS = 20;
let sys: SeededSystem;
let token: string;

beforeAll(async () => {
  sys = await startSeededSystem('creates');
  token = (await sys.demoManager()).token;
  await sys.ensureDemoPlanRoom({ cars: CLIENTS });
}, 120_000);
afterAll(async () => {
  await sys?.stop();
});

describe('concurrent creates in one office', () => {
  it(`${CLIENTS} clients creating ${CLIENTS} cars in one office at once all get 201; only a stale If-Match gets 412`, async () => {
    const office = await sys.call('POST', '/office', { token, body: officeBody('同時登録営業所') });
    expect(office.status).toBe(201);
    const officeId = office.body.data.id as string;

    const answers = await Promise.all(
      Array.from({ length: CLIENTS }, (_, index) =>
        sys.call('POST', '/car', { token, body: carBody(`同時 300 あ ${index + 1}`, officeId) }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: CLIENTS }, () => 201));
    const carIds = new Set(answers.map((answer) => answer.body.data.id as string));
    expect(carIds.size).toBe(CLIENTS);

    // Each car is there once, in that office.
    const log = await sys.system.stores.eventStore.readAll({ filter: { eventTypes: ['CarRegistered'] }, maxCount: 1000 });
    const registered = log
      .map((event) => event.data as { carId: string; details: { officeId: string } })
      .filter((car) => carIds.has(car.carId));
    expect(registered).toHaveLength(CLIENTS);
    expect(registered.every((car) => car.details.officeId === officeId)).toBe(true);

    // An edit with the revision the create answered (0) succeeds once; sent again, that revision is stale: 412.
    const first = [...carIds][0]!;
    const edit = (ifMatch: string) =>
      sys.call('PUT', `/car/${first}`, {
        token,
        headers: { 'if-match': ifMatch },
        body: { ...carBody('同時 300 あ 1', officeId), model: 'Coaster' },
      });
    expect((await edit('"0"')).status).toBe(200);
    const stale = await edit('"0"');
    expect(stale.status).toBe(412);
  });
});
