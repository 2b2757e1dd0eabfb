import { businessDay } from '@fleetcheck/domain/calendar/business-day';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardServer, officeBoardServer } from '../../../frontend/test/fakes/fakeCheckBoardServer';
import { jsonShape } from '../support/json-shape';
import { companyServer } from '../../../frontend/test/fakes/fakeCompanyServer';
import { FakeDeviceRegistry } from '../../../frontend/test/fakes/fakeDeviceRegistry';
import { deviceListServer, ownDevice, rentedDevice } from '../../../frontend/test/fakes/fakeDeviceListServer';
import { faqCategory, faqCategoryServer } from '../../../frontend/test/fakes/fakeFaqCategoryServer';
import { missedChecksServer } from '../../../frontend/test/fakes/fakeManagerViewsServer';
import { recordChainServer } from '../../../frontend/test/fakes/fakeRecordChainServer';
import { invitedAuditor } from '../support/auditors';
import { companyResources } from '../support/company-resources';
import { eventually } from '../support/eventually';
import { companyBody, driverBody } from '../support/request-bodies';
import { startSeededSystem, type SeededSystem } from '../support/seeded-system';
import { firstDocKeys, outcome, reading, toFake, toServer, wholeAnswer, type Answer, type Send } from './fake-exchange';

/*
 * The fakes the admin device registry, companies and FAQ pages, the company's device lists, the record book
 * verification, the check board (whole company and by office) and the month's missed checks unit tests run against,
 * held to the real server's answers: the same requests give the same whole answers, figures and words, with only
 * per-run values blanked.
 * Reads of records that are each fake's own story (its companies, drivers and chain) are held to their shape or envelope.
 */
let sys: SeededSystem;

beforeAll(async () => {
  sys = await startSeededSystem('admin-fake-contracts');
}, 120_000);
afterAll(async () => {
  await sys?.stop();
});

/** An office of another company than the demo one, made once for the tests that ask for it (whichever comes first). */
let otherCompanysOffice: Promise<string> | undefined;
const foreignOffice = () =>
  (otherCompanysOffice ??= (async () => {
    const other = await sys.registerCompany({ name: 'Board Contract', domain: 'board-contract.example' });
    return companyResources(sys, () => other.token).office();
  })());

describe('the fake device registry answers as the server does', () => {
  it('the companies and devices lists, a registration, and the same serial number again', async () => {
    const admin = await sys.demoAdmin();
    // A company named as the fake's c1 is, to rent the detector to.
    const alpha = await sys.registerCompany({ name: 'Alpha Transport', domain: 'alpha-registry.example' });
    const real = toServer(() => sys, admin.token);
    const serialNo = `REG-${Date.now().toString(36)}`;
    const devices = `/admin/device?page=1&limit=10&query=${serialNo}`;
    const story = async (send: Send, company: string) => {
      const register = () => send('POST', '/admin/device', { body: { serialNo, company, regDate: '2026-11-01', status: 1, model: 2 } });
      return [
        // The fake's two companies are its own story's; the server lists every company registered: their envelope.
        ['companies', outcome(await send('GET', '/admin/company?page=1&limit=1000'))],
        // Narrowed to the serial number about to be registered: nothing yet, on either side.
        ['devices', wholeAnswer(await send('GET', devices))],
        ['registered', wholeAnswer(await register())],
        ['taken', wholeAnswer(await register())],
        [
          'listed',
          wholeAnswer(
            await eventually('the detector to be listed', async () => {
              const list = await send('GET', devices);
              return list.body?.totalDocs > 0 ? list : undefined;
            }),
          ),
        ],
      ];
    };
    expect(await story(toFake(new FakeDeviceRegistry().fetch), 'c1')).toEqual(await story(real, alpha.company!._id));
  });
});

describe('the fake check-board server answers as the server does', () => {
  it("the day's board and a driver marked off duty, then back on duty", async () => {
    const manager = await sys.demoManager();
    const real = toServer(() => sys, manager.token);
    await sys.ensureDemoPlanRoom({ cars: 1 });
    const driver = await companyResources(sys, () => manager.token).driver();
    const today = businessDay(new Date());
    // Off duty today already, as the fake's driver d3 is: marking it again is a retry that writes nothing.
    expect((await real('POST', `/driver/${driver}/duty`, { body: { date: today, onDuty: false } })).status).toBe(200);
    const story = async (send: Send, who: string) => [
      // The fake's board is a day of its own story (checks in every state), not the seeded system's: its envelope.
      ['board', outcome(await send('GET', `/check-board?date=${today}`))],
      ['off duty', wholeAnswer(await send('POST', `/driver/${who}/duty`, { body: { date: today, onDuty: false } }))],
      ['back on duty', wholeAnswer(await send('POST', `/driver/${who}/duty`, { body: { date: today, onDuty: true } }))],
    ];
    expect(await story(toFake(boardServer().fetchFn), 'd3')).toEqual(await story(real, driver));
  });
});

describe('the fake office check-board server answers as the server does', () => {
  it("the office lookup, the whole company's board and one office's, another company's office, and no session", async () => {
    const manager = await sys.demoManager();
    const real = toServer(() => sys, manager.token);
    await sys.ensureDemoPlanRoom({ cars: 1 });
    // A fresh office with one driver: every check of the day is missing, as on the fake's board.
    const resources = companyResources(sys, () => manager.token);
    const office = await resources.office();
    // Named as the fake's driver of that office is (石井 太郎).
    const car = await resources.car(office);
    const hired = await real('POST', '/driver', { body: { ...driverBody(car, office), lastName: '石井', firstName: '太郎' } });
    expect(hired.status).toBe(201);
    const foreign = await foreignOffice();
    const today = businessDay(new Date());
    const story = async (send: Send, own: string, elsewhere: string) => [
      // The fake's offices and drivers are its own story's, not the demo company's seeded ones: their shape or envelope.
      ['lookup', reading(await send('GET', '/office?page=1&limit=1000'))],
      ['whole company', outcome(await send('GET', `/check-board?date=${today}`))],
      // One office's board holds only the story's driver: whole (the fake's ids blanked as the server's are).
      [
        'one office',
        wholeAnswer(
          await eventually('the driver on the board', async () => {
            const board = await send('GET', `/check-board?date=${today}&office=${own}`);
            return board.body?.data?.drivers?.length > 0 ? board : undefined;
          }),
          [own, 'd2'],
        ),
      ],
      ["another company's office", wholeAnswer(await send('GET', `/check-board?date=${today}&office=${elsewhere}`))],
      ['no session', wholeAnswer(await send('GET', `/check-board?date=${today}`, { token: '' }))],
    ];
    expect(await story(toFake(officeBoardServer().fetchFn, 't'), 'o2', 'o9')).toEqual(await story(real, office, foreign));
  });
});

describe("the fake check-board server answers each car's daily inspection as the server does (issue 37)", () => {
  it('a car inspected all OK, one with an abnormal item (not fit), one not inspected, and no session', async () => {
    const manager = await sys.demoManager();
    const real = toServer(() => sys, manager.token);
    await sys.ensureDemoPlanRoom({ cars: 3 });
    const resources = companyResources(sys, () => manager.token);
    const office = await resources.office();
    const [okCar, abnormalCar, idleCar] = [await resources.car(office), await resources.car(office), await resources.car(office)];
    for (const [car, abnormal] of [
      [okCar, false],
      [abnormalCar, true],
    ] as const) {
      const checklist = await eventually(`the inspection panel of ${car}`, async () => {
        const read = await real('GET', `/car/${car}/inspection`);
        return read.status === 200 ? (read.body.checklist as { itemId: string }[]) : undefined;
      });
      const answers = checklist.map(({ itemId }, i) =>
        abnormal && i === 0 ? { itemId, result: 'abnormal', note: '亀裂あり' } : { itemId, result: 'ok' },
      );
      expect((await real('POST', `/car/${car}/inspection`, { body: { answers } })).status).toBe(201);
    }
    const today = businessDay(new Date());
    const ours = new Set([okCar, abnormalCar, idleCar]);
    type Doc = { carId: string; status: string; fit: boolean; inspectedAt: string | null };
    const realDay = await eventually('both inspections on the day', async () => {
      const read = await real('GET', `/vehicle-inspection/day?date=${today}`);
      const docs = (read.body.docs as Doc[]).filter((doc) => ours.has(doc.carId));
      return docs.filter((doc) => doc.status !== 'none').length === 2 ? { ...read, body: { ...read.body, docs } } : undefined;
    });
    const fake = toFake(boardServer().fetchFn, 't');
    const fakeDay = await fake('GET', `/vehicle-inspection/day?date=${today}`);
    // What the board reads of each kind of car: the record's shape and its figures (status, fit, inspected or not).
    const kinds = (docs: Doc[]) =>
      ['ok', 'abnormal', 'none'].map((status) => {
        const doc = docs.find((one) => one.status === status)!;
        return { shape: jsonShape(doc), status: doc.status, fit: doc.fit, inspected: doc.inspectedAt !== null };
      });
    expect(kinds(fakeDay.body.docs)).toEqual(kinds(realDay.body.docs));
    // The fake's cars are its own story's (numbers, offices): the day's shape, and the figures of each kind above.
    expect(reading(fakeDay)).toEqual(reading(realDay));
    expect(fakeDay.body.date).toBe(realDay.body.date);
    // Without a session: the office board's fake answers as the server does.
    expect(wholeAnswer(await toFake(officeBoardServer().fetchFn)('GET', `/vehicle-inspection/day?date=${today}`, { token: '' }))).toEqual(
      wholeAnswer(await real('GET', `/vehicle-inspection/day?date=${today}`, { token: '' })),
    );
  });
});

describe("the fake missed-checks server answers as the server does (issue 33's manager views)", () => {
  it("this month, a month not begun, another company's office, and no session", async () => {
    const manager = await sys.demoManager();
    const real = toServer(() => sys, manager.token);
    const foreign = await foreignOffice();
    const [year, month] = businessDay(new Date()).split('-').map(Number) as [number, number];
    const nextMonth = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
    // Each side's month not begun (the server's next month, the fake's December 2026): the month asked blanked.
    const notBegun = ({ status, body }: Answer, asked: string) =>
      wholeAnswer(body?.data?.month === asked ? { status, body: { ...body, data: { ...body.data, month: '<month>' } } } : { status, body });
    const story = async (send: Send, later: string, elsewhere: string) => [
      // The month so far is the fake's own story (青木 and 石井), not the demo company's: its envelope.
      ['this month', outcome(await send('GET', '/check-board/missed'))],
      ['not begun', notBegun(await send('GET', `/check-board/missed?month=${later}`), later)],
      ["another company's office", wholeAnswer(await send('GET', `/check-board/missed?month=${later}&office=${elsewhere}`))],
      ['no session', wholeAnswer(await send('GET', `/check-board/missed?month=${later}`, { token: '' }))],
    ];
    expect(await story(toFake(missedChecksServer().fetchFn, 't'), '2026-12', 'o9')).toEqual(await story(real, nextMonth, foreign));
  });
});

describe('the fake companies server answers as the server does', () => {
  it("the admin's list of companies, an edit of a company's details and an unknown company", async () => {
    const admin = await sys.demoAdmin();
    const other = await sys.registerCompany({ name: 'Companies Contract', domain: 'companies-contract.example' });
    const real = toServer(() => sys, admin.token);
    await eventually('the new company to be listed', async () =>
      (await real('GET', '/admin/company?page=1&limit=50')).body.docs?.some((doc: { _id: string }) => doc._id === other.company!._id)
        ? true
        : undefined,
    );
    const form = { ...companyBody('Companies Contract', 'companies-contract.example'), phone: '03-9999-0000' };
    const story = async (send: Send, id: string) => {
      const list = await send('GET', '/admin/company?page=1&limit=50&language=en');
      return [
        // The fake's companies are its own story's; the server lists every company registered: their envelope.
        ['list', outcome(list)],
        ['a listed company', firstDocKeys(list)],
        ['edit', wholeAnswer(await send('PUT', `/admin/company/${id}`, { body: form }))],
        ['unknown', wholeAnswer(await send('PUT', '/admin/company/no-such-company', { body: form }))],
      ];
    };
    expect(await story(toFake(companyServer().fetchFn), 'c1')).toEqual(await story(real, other.company!._id));
  });
});

describe('the fake FAQ category server answers as the server does', () => {
  it('the categories by position and a new category', async () => {
    const admin = await sys.demoAdmin();
    const real = toServer(() => sys, admin.token);
    const seed = { title_en: 'Seed', title_ja: '種', position: 0 };
    const created = await real('POST', '/admin/faq-category', { body: seed });
    expect(created.status).toBe(201);
    await eventually('the category to be listed', async () =>
      (await real('GET', '/admin/faq-category?page=1&limit=999')).body.docs?.length > 0 ? true : undefined,
    );
    const story = async (send: Send) => {
      const list = await send('GET', '/admin/faq-category?page=1&limit=999');
      return [
        ['list', wholeAnswer(list)],
        [
          'added',
          wholeAnswer(await send('POST', '/admin/faq-category', { body: { title_en: 'Accounts', title_ja: 'アカウント', position: 5 } })),
        ],
      ];
    };
    // The fake holds the one category the server does.
    const fake = faqCategoryServer([{ ...faqCategory('cat-1', seed.title_en, seed.position), title_ja: seed.title_ja }]);
    expect(await story(toFake(fake.fetchFn))).toEqual(await story(real));
  });
});

describe('the fake device list server answers as the server does', () => {
  it("the company's own detectors and the rented ones", async () => {
    const admin = await sys.demoAdmin();
    const manager = await sys.demoManager();
    const real = toServer(() => sys, manager.token);
    await sys.ensureDemoPlanRoom({ devices: 2 });
    // One detector of each kind, as the fake holds them.
    const [ownSerial, rentedSerial] = [`L-${Date.now().toString(36)}`, `RENT-${Date.now().toString(36)}`];
    expect((await real('POST', '/device', { body: { serialNo: ownSerial, model: 3 } })).status).toBe(201);
    const rented = await sys.call('POST', '/admin/device', {
      token: admin.token,
      body: { serialNo: rentedSerial, company: manager.company!._id, regDate: '2026-11-01', status: 0, model: 2 },
    });
    expect(rented.status).toBe(201);
    const ownQuery = `/device?page=1&limit=10&query=${ownSerial}`;
    await eventually('both detectors to be listed', async () =>
      (await real('GET', '/device/rented')).body.data?.some((device: { serialNo: string }) => device.serialNo === rentedSerial) &&
      (await real('GET', ownQuery)).body.totalDocs > 0
        ? true
        : undefined,
    );
    const story = async (send: Send) => {
      const hired = await send('GET', '/device/rented');
      const ours = hired.body.data.find((device: { serialNo: string }) => device.serialNo === rentedSerial);
      return [
        // The own list narrowed to the story's detector: whole.
        ['own', wholeAnswer(await send('GET', ownQuery))],
        // The rented list cannot be narrowed and holds the demo company's seeded detectors: its envelope, and the story's one whole.
        ['rented', outcome(hired)],
        ['the rented one', wholeAnswer({ status: hired.status, body: ours })],
      ];
    };
    // The rented one as the server lists it, of the demo company (its seeded name).
    const fake = deviceListServer(
      [ownDevice(ownSerial, 3)],
      [rentedDevice(rentedSerial, 2, 0, { company: { _id: 'c1', name: 'デモ運輸株式会社' }, regDate: '2026-11-01' })],
    );
    expect(await story(toFake(fake))).toEqual(await story(real));
  });
});

describe('the fake record chain verification server answers as the server does', () => {
  it("an intact period of a company's chain, and a company outside the auditor's scope", async () => {
    const admin = await sys.demoAdmin();
    const manager = await sys.demoManager();
    const other = await sys.registerCompany({ name: 'Record Chain Contract', domain: 'record-chain-contract.example' });
    // An auditor of the demo company only.
    const { session } = await invitedAuditor(sys, admin.token, {
      email: 'record-chain-contract@audit.example',
      scope: { kind: 'companies', companyIds: [manager.company!._id] },
      accessEndsOn: '2099-12-31',
    });
    const real = toServer(() => sys, session.token);
    const story = async (send: Send, own: string, outside: string) => [
      // The fake's offices and chain (three links, one changed) are its own story's, not the demo company's: their envelope.
      ['offices', outcome(await send('GET', `/audit/company/${own}/offices`))],
      ['intact', outcome(await send('GET', `/audit/company/${own}/ledger?from=2026-11-02&to=2026-11-30`))],
      ['outside the scope', wholeAnswer(await send('GET', `/audit/company/${outside}/ledger`))],
    ];
    const fake = recordChainServer();
    expect(await story(toFake(fake.fetchFn), 'c1', 'c2')).toEqual(await story(real, manager.company!._id, other.company!._id));
    // The verdict's fields, as the fake's intact and broken answers carry them.
    const verdict = (await real('GET', `/audit/company/${manager.company!._id}/ledger`)).body.data;
    const fakeVerdict = (await toFake(fake.fetchFn)('GET', '/audit/company/c1/ledger?from=2026-11-02')).body.data;
    expect(Object.keys(fakeVerdict).sort()).toEqual(Object.keys(verdict).sort());
  });
});
