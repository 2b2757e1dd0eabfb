/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read as arbitrary JSON */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { car, carServer } from '../../../frontend/test/fakes/fakeCarServer';
import { companyProfileServer } from '../../../frontend/test/fakes/fakeCompanyProfileServer';
import { correctionServer } from '../../../frontend/test/fakes/fakeCorrectionServer';
import { fullPlanServer } from '../../../frontend/test/fakes/fakeFullPlanServer';
import { FakeMaintenanceServer } from '../../../frontend/test/fakes/fakeMaintenanceServer';
import { returnedRecordsServer } from '../../../frontend/test/fakes/fakeManagerViewsServer';
import { manualCheckServer } from '../../../frontend/test/fakes/fakeManualCheckServer';
import { notificationServer } from '../../../frontend/test/fakes/fakeNotificationServer';
import { FakeProfileServer } from '../../../frontend/test/fakes/fakeProfileServer';
import { testResultServer } from '../../../frontend/test/fakes/fakeTestResultServer';
import { companyResources, type CompanyResources } from '../support/company-resources';
import { eventually } from '../support/eventually';
import { carBody, officeBody } from '../support/request-bodies';
import { startSeededSystem, type SeededSystem, type Session } from '../support/seeded-system';
import { outcome, reading, toFake, toServer, wholeAnswer, type Answer, type Send } from './fake-exchange';

/*
 * The fakes the profile, company profile (footer), car list, notification, check-record, correction, manual-check,
 * detector-maintenance, plan-limit and returned-records unit tests run against, held to the real server's answers: the same requests (each fake's own ids on the fake, a
 * real record's on the server) must give the same whole answers, figures and words, with only per-run values
 * blanked. Reads of records that are each fake's own story (its people, cars and detectors) are held to their shape or
 * envelope.
 */
let sys: SeededSystem;
let manager: Session;
let resources: CompanyResources;
let server: Send;

beforeAll(async () => {
  // Workers on: a failing check's alert is raised by them.
  sys = await startSeededSystem('record-fake-contracts', { workers: true });
  manager = await sys.demoManager();
  resources = companyResources(sys, () => manager.token);
  server = toServer(() => sys, manager.token);
}, 120_000);
afterAll(async () => {
  await sys?.stop();
});

describe('the fake profile server answers as the server does', () => {
  it('the profile, a name change, and a password change without and with a wrong current password', async () => {
    const password = 'profile-contract-1';
    const own = await sys.registerCompany({ name: 'Profile Contract', domain: 'profile-contract.example', password });
    const real = toServer(() => sys, own.token);
    // The new manager's profile, once the query side has it.
    const profile = await eventually("the new manager's profile", async () => {
      const answer = await real('GET', '/auth/profile');
      if (answer.status !== 200 && answer.status !== 404)
        throw new Error(`GET /auth/profile: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.status === 200 ? (answer.body.data as Record<string, unknown>) : undefined;
    });
    const fake = toFake(new FakeProfileServer().fetch);
    const fakeProfile = (await fake('GET', '/auth/profile')).body.data;
    const change = (current: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
      firstName: '契約',
      lastName: current.lastName,
      spellingFirstName: current.spellingFirstName || 'ケイヤク',
      spellingLastName: current.spellingLastName || 'ケイヤク',
      email: current.email,
      mobile: current.mobile || '09012345678',
      ...extra,
    });

    const renamed = (answer: Answer) => ({ ...outcome(answer), firstName: answer.body?.data?.firstName });
    const story = async (send: Send, current: Record<string, unknown>) => [
      // The fake's manager is a person of its own story, not the one registered here: the profile's envelope.
      outcome(await send('GET', '/auth/profile')),
      wholeAnswer(await send('PATCH', '/auth/update-profile', { body: change(current, { password: 'brand-new-secret-1' }) })),
      wholeAnswer(
        await send('PATCH', '/auth/update-profile', {
          body: change(current, { password: 'brand-new-secret-1', currentPassword: 'a-wrong-guess' }),
        }),
      ),
      // The changed profile, of the fake's own person: its envelope and the name the change set.
      renamed(await send('PATCH', '/auth/update-profile', { body: change(current) })),
    ];
    expect(await story(fake, fakeProfile)).toEqual(await story(real, profile));
  });
});

describe('the fake notification server answers as the server does', () => {
  it('marking an alert read, dismissing it, and dismissing it again (a retry that writes nothing)', { timeout: 120_000 }, async () => {
    await sys.ensureDemoPlanRoom({ cars: 1 });
    const id = await resources.notification();
    const fake = toFake(notificationServer().fetchFn);
    for (const action of ['read', 'dismiss', 'dismiss'])
      expect(wholeAnswer(await fake('PATCH', `/notification/n1/${action}`))).toEqual(
        wholeAnswer(await server('PATCH', `/notification/${id}/${action}`)),
      );
  });
});

describe('the fake check-record server answers as the server does', () => {
  it('the detail, a return without a comment, a correction, a confirmation and an unknown record', async () => {
    await sys.ensureDemoPlanRoom({ cars: 1 });
    const office = await resources.office();
    const car = await resources.car(office);
    const driver = await resources.driver(car, office);
    const recorded = await server('POST', '/test-result', {
      body: {
        driver,
        vehicle: car,
        time: new Date().toISOString(),
        result: 0,
        checkType: 'before_driving',
        method: 'remote',
        remoteMethod: 'phone',
        instructions: '休憩',
        noDetectorReason: '電池切れ',
        checker: await resources.checker(),
      },
    });
    expect(recorded.status).toBe(201);
    const id: string = recorded.body.data.id;
    // Readable, and sealed into the company's record chain (the workers link it a moment later), as the fake's record is.
    await eventually('the record to be readable with its record chain link', async () =>
      (await server('GET', `/test-result/${id}`)).body?.ledgerSeq !== undefined ? true : undefined,
    );

    // Corrected once, as the fake's record was: its instructions were written in afterwards.
    const corrected = await server('POST', `/test-result/${id}/correction`, {
      body: { instructions: '休憩を取ってから運転', reason: '指示事項の記入漏れ' },
    });
    expect(corrected.status).toBe(200);

    const story = async (send: Send, record: string) => [
      // The fake's record is a story of its own (another driver and car, located, with a visual check): its envelope.
      ['detail', outcome(await send('GET', `/test-result/${record}`))],
      [
        'return without a comment',
        wholeAnswer(await send('POST', `/test-result/${record}/confirmation`, { body: { decision: 'returned', comment: null } })),
      ],
      [
        'correction',
        wholeAnswer(await send('POST', `/test-result/${record}/correction`, { body: { instructions: '運転中止', reason: '記入漏れ' } })),
      ],
      [
        'confirmation',
        wholeAnswer(await send('POST', `/test-result/${record}/confirmation`, { body: { decision: 'confirmed', comment: null } })),
      ],
      ['unknown', wholeAnswer(await send('GET', '/test-result/no-such-record'))],
    ];
    expect(await story(toFake(testResultServer().fetchFn), 't1')).toEqual(await story(server, id));
  });
});

describe('the fake manual-check server answers as the server does', () => {
  it('the lookups the form reads, a refused record (no remote method) and a recorded one', async () => {
    await sys.ensureDemoPlanRoom({ cars: 1, devices: 1 });
    // One detector of the company's own at least, whatever order the tests run in: the lookup lists it.
    await resources.device();
    const office = await resources.office();
    const car = await resources.car(office);
    const driver = await resources.driver(car, office);
    const body = (vehicle: string, who: string, checker: string) => ({
      driver: who,
      vehicle,
      checker,
      time: new Date().toISOString(),
      result: 0,
      checkType: 'before_driving',
      method: 'remote',
      remoteMethod: 'phone',
      noDetectorReason: '電池切れ',
    });
    const story = async (send: Send, vehicle: string, who: string, checker: string) => [
      // The lookups list the fake's own drivers and detectors, not the demo company's seeded ones: their shape and envelope.
      ['drivers', reading(await send('GET', '/driver?page=1&limit=1000'))],
      ['own detectors', reading(await send('GET', '/device?page=1&limit=1000'))],
      ['rented', outcome(await send('GET', '/device/rented'))],
      ['refused', wholeAnswer(await send('POST', '/test-result', { body: { ...body(vehicle, who, checker), remoteMethod: undefined } }))],
      ['recorded', wholeAnswer(await send('POST', '/test-result', { body: body(vehicle, who, checker) }))],
    ];
    expect(await story(toFake(manualCheckServer(true).fetchFn), 'c1', 'd1', 'm1')).toEqual(
      await story(server, car, driver, await resources.checker()),
    );
  });
});

describe('the fake detector-maintenance server answers as the server does', () => {
  it("the log, a usage limit without a date, a weekly check, an unknown detector, and the detector's checker assigned, refused for an unknown manager, and taken back", async () => {
    // One of the demo company's own detectors (the plan-limit test may have filled the plan meanwhile).
    const own = await server('GET', '/device?page=1&limit=10');
    const device: string = own.body.docs[0]?._id ?? (await resources.device());
    const body = (extra: Record<string, unknown>) => ({
      maintainedAt: '2026-11-20T09:30:00+09:00',
      performedBy: '佐藤 次郎',
      remark: '異常なし',
      ...extra,
    });
    const story = async (send: Send, id: string, manager: string): Promise<[string, unknown][]> => {
      const seen: [string, unknown][] = [];
      seen.push(['log', wholeAnswer(await send('GET', `/device/${id}/maintenance?page=1&limit=50`))]);
      const limit = body({ kind: 'usage_limit_set', usageLimitDate: null });
      seen.push(['limit without a date', wholeAnswer(await send('POST', `/device/${id}/maintenance`, { body: limit }))]);
      const weekly = body({ kind: 'weekly_check', outcome: 'passed' });
      seen.push(['weekly check', wholeAnswer(await send('POST', `/device/${id}/maintenance`, { body: weekly }))]);
      seen.push([
        'unknown',
        wholeAnswer(await send('POST', '/device/no-such-device/maintenance', { body: body({ kind: 'weekly_check' }) })),
      ]);
      seen.push(['checker', wholeAnswer(await send('PUT', `/device/${id}/checker`, { body: { checker: manager } }))]);
      seen.push(['checker unknown', wholeAnswer(await send('PUT', `/device/${id}/checker`, { body: { checker: 'no-such-manager' } }))]);
      const takenBack = await send('PUT', `/device/${id}/checker`, { body: { checker: null } });
      seen.push(['checker taken back', wholeAnswer(takenBack)]);
      // Read at the position of the last write: the log shows every write of the story.
      const after: string = takenBack.body.position;
      seen.push(['log after', wholeAnswer(await send('GET', `/device/${id}/maintenance?page=1&limit=50`, { after }))]);
      return seen;
    };
    expect(await story(toFake(new FakeMaintenanceServer().fetch), 'd1', 'm1')).toEqual(
      await story(server, device, await resources.checker()),
    );
  });
});

describe('the fake full-plan server answers as the server does', () => {
  it('a detector past the plan is refused with the limit key on the serial number', async () => {
    // The demo company's plan, filled: detectors until the server refuses one (a company with no plan yet has no limit).
    let refused: any;
    try {
      for (let index = 0; index < 50 && !refused; index++) {
        const answer = await server('POST', '/device', { body: { serialNo: `FULL-${Date.now().toString(36)}-${index}`, model: 2 } });
        if (answer.status !== 201) refused = answer;
      }
    } finally {
      // Room again for the other tests' detectors, whatever order they run in.
      await sys.ensureDemoPlanRoom({ devices: 2 });
    }
    expect(refused).toBeDefined();
    const fake = await toFake(fullPlanServer)('POST', '/device', { body: { serialNo: 'FULL-X', model: 2 } });
    expect(wholeAnswer(fake)).toEqual(wholeAnswer(refused));
  });
});

describe('the fake correction server answers as the server does', () => {
  it('the lookups the correction panel reads, a correction of a hand-entered record and an unknown record', async () => {
    await sys.ensureDemoPlanRoom({ cars: 1, devices: 1 });
    await resources.device();
    const office = await resources.office();
    const car = await resources.car(office);
    const driver = await resources.driver(car, office);
    const recorded = await server('POST', '/test-result', {
      body: {
        driver,
        vehicle: car,
        time: new Date().toISOString(),
        result: 0,
        checkType: 'before_driving',
        method: 'face_to_face',
        noDetectorReason: '電池切れ',
        checker: await resources.checker(),
        visualCheck: { faceColour: 'normal', breathSmell: 'normal', voice: 'normal', remark: null },
      },
    });
    expect(recorded.status).toBe(201);
    const id: string = recorded.body.data.id;
    await eventually('the record to be readable', async () =>
      (await server('GET', `/test-result/${id}`)).status === 200 ? true : undefined,
    );
    const correction = {
      visualCheck: { faceColour: 'not_normal', breathSmell: 'normal', voice: 'normal', remark: '顔が赤い' },
      reason: '記入漏れ',
    };
    const story = async (send: Send, record: string) => [
      ...(await Promise.all(
        // The lookups list the fake's own people, cars and detectors, not the demo company's seeded ones: their shape and envelope.
        ['/driver', '/manager', '/car', '/device'].map(async (path) => [path, reading(await send('GET', `${path}?page=1&limit=1000`))]),
      )),
      ['rented', outcome(await send('GET', '/device/rented'))],
      ['correction', wholeAnswer(await send('POST', `/test-result/${record}/correction`, { body: correction }))],
      ['unknown', wholeAnswer(await send('POST', '/test-result/no-such-record/correction', { body: correction }))],
    ];
    expect(await story(toFake(correctionServer().fetchFn), 't1')).toEqual(await story(server, id));
  });
});

describe('the fake car server answers as the server does', () => {
  it("the car list, the car form's office lookup, the settings, and no session", async () => {
    await sys.ensureDemoPlanRoom({ cars: 1 });
    // The fake's one car on the server too, in an office of the same name (a car has one there); the list narrowed to it.
    const number = '品川 300 あ 1-1';
    const officeName = '車両契約営業所';
    const office = await server('POST', '/office', { body: officeBody(officeName) });
    expect((await server('POST', '/car', { body: carBody(number, office.body.data.id) })).status).toBe(201);
    const query = `/car?page=1&limit=10&language=en&query=${encodeURIComponent(number)}`;
    await eventually('the car to be listed', async () => ((await server('GET', query)).body.totalDocs > 0 ? true : undefined));
    const story = async (send: Send) => {
      return [
        ['list', wholeAnswer(await send('GET', query))],
        // The fake's offices and settings are its own company's, not the demo company's seeded ones: their envelope.
        ['office lookup', outcome(await send('GET', '/office?page=1&limit=1000'))],
        ['settings', reading(await send('GET', '/settings'))],
        ['no session', wholeAnswer(await send('GET', '/car?page=1&limit=10&language=en', { token: '' }))],
      ];
    };
    const fakeCar = { ...car(number, '2026-06-14', '2026-07-15'), office: { _id: 'o1', name: officeName } };
    expect(await story(toFake(carServer([fakeCar]), 't'))).toEqual(await story(server));
  });

  it('an empty list: one empty page, as the read store pages (totalPages is at least 1)', async () => {
    const empty = await server('GET', '/car?page=1&limit=10&language=en&query=no-such-car');
    // Written by hand: the whole answer, figures included, not only what the fake says.
    expect(empty).toEqual({ status: 200, body: { docs: [], totalDocs: 0, page: 1, limit: 10, totalPages: 1 } });
    expect(wholeAnswer(await toFake(carServer([]), 't')('GET', '/car?page=1&limit=10&language=en'))).toEqual(wholeAnswer(empty));
  });
});

describe('the fake company-profile server answers as the server does', () => {
  it("the company's profile, the offices page the layout shows, and no session", async () => {
    const story = async (send: Send) => [
      // The fake's company and offices are its own story's, not the demo company's seeded ones: their shape and envelope.
      ['profile', reading(await send('GET', '/auth/company-profile'))],
      ['offices', outcome(await send('GET', '/office?page=1&limit=10&language=en'))],
      ['no session', wholeAnswer(await send('GET', '/auth/company-profile', { token: '' }))],
    ];
    expect(await story(toFake(companyProfileServer().fetchFn, 't'))).toEqual(await story(server));
  });
});

describe('the fake returned-records server answers as the server does', () => {
  it('the records returned and not corrected yet, and no session', async () => {
    await sys.ensureDemoPlanRoom({ cars: 1 });
    // Entered by hand face to face, with the car, the 確認者 and the instructions, and returned: as the fake's records are.
    const { id } = await resources.testResult();
    const returned = await server('POST', `/test-result/${id}/confirmation`, {
      body: { decision: 'returned', comment: '車両番号が違います' },
    });
    expect(returned.status).toBe(200);
    // The page's own request (page 1 of 20); the record sealed into the record chain (the workers link it a moment later), as the fake's are.
    const list = '/test-result?confirmation=returned&page=1&limit=20';
    const sealed = await eventually('the returned record, sealed', async () => {
      const page = await server('GET', list, { after: returned.body.position });
      return page.body.docs?.some((doc: { _id: string; ledgerSeq?: number }) => doc._id === id && doc.ledgerSeq !== undefined)
        ? page
        : undefined;
    });
    const story = async (send: Send, page: Answer) => [
      // The fake's records are its own story's (青木 and 石井), not the demo company's: the list's shape, a row's fields and the type of each.
      ['list', reading(page)],
      ['no session', wholeAnswer(await send('GET', list, { token: '' }))],
    ];
    const fake = toFake(returnedRecordsServer().fetchFn, 't');
    expect(await story(fake, await fake('GET', list))).toEqual(await story(server, sealed));
  });
});
