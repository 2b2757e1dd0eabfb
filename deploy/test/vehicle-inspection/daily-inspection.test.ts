import type { VehicleInspectionPanel } from '@fleetcheck/contracts';
import { mailOutboxCollection } from '@fleetcheck/platform';
import { pdfToText } from '@fleetcheck/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually';
import { clockFrom, noonInJapanTomorrow } from '../support/pinned-clock';
import { startSeededSystem, type SeededSystem, type Session } from '../support/seeded-system';

/*
 * Issue 37 item 2 through the whole local profile: a manager adds a company item; the driver inspects a sedan from
 * the phone with one abnormal item; the car is marked unfit on its panel and the day's board, the managers get the
 * dashboard alert and the mail; a manager clears the fault with a note and the history keeps it; the month's
 * inspection record (CSV and PDF) holds it all. Each refusal (role, another company, bad input) follows the
 * rightful caller's success and changes nothing.
 */
const start = noonInJapanTomorrow();
let sys: SeededSystem;
let manager: Session;
let admin: Session;
let driver: Session;
let other: Session;
let carId: string;
/** The Japan-time day of the clock (read from the panel). */
let day = '';

beforeAll(async () => {
  sys = await startSeededSystem('vehicle_inspection', { workers: true, clock: clockFrom(start) });
  [manager, admin, driver] = [await sys.demoManager(), await sys.demoAdmin(), await sys.demoDriver()];
  other = await sys.registerCompany({ name: '別会社点検', domain: 'inspection-other.example' });
  const cars = await eventually('the demo cars', async () => {
    const listed = await sys.call('GET', '/car?page=1&limit=50', { token: manager.token });
    const docs = listed.body?.docs as { _id: string; type: string }[] | undefined;
    return docs?.length ? docs : undefined;
  });
  carId = cars.find((car) => car.type === 'Sedan')!._id;
});
afterAll(async () => {
  await sys?.stop();
});

type Answer = { itemId: string; result: string; note?: string };
type Panel = Pick<VehicleInspectionPanel, 'today' | 'checklist' | 'fit' | 'todays' | 'openDefects' | 'history'>;
const panelOf = async (token: string) => (await sys.call('GET', `/car/${carId}/inspection`, { token })).body as Panel;

describe('daily vehicle inspection (日常点検, issue 37 item 2)', { shuffle: false }, () => {
  let ownItem: string;

  it("a manager adds the company's own item; the admin outside the company, a driver and another company are refused", async () => {
    const added = await sys.call('POST', '/inspection-items', { token: manager.token, body: { label: '荷台の固定' } });
    expect(added.status).toBe(201);
    ownItem = added.body.data.id as string;
    expect((await sys.call('POST', '/inspection-items', { token: admin.token, body: { label: 'x' } })).status).toBe(403);
    expect((await sys.call('POST', '/inspection-items', { token: driver.token, body: { label: 'x' } })).status).toBe(403);
    expect((await sys.call('POST', '/inspection-items', { body: { label: 'x' } })).status).toBe(401);
    const blank = await sys.call('POST', '/inspection-items', { token: manager.token, body: { label: '  ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields).toEqual([{ path: 'label', key: 'Errors.Required' }]);
    expect((await sys.call('DELETE', `/inspection-items/${ownItem}`, { token: other.token })).status).toBe(404);
    const items = await eventually('the item is listed', async () => {
      const listed = await sys.call('GET', '/inspection-items', { token: manager.token });
      return listed.body.docs?.length ? (listed.body.docs as { label: string }[]) : undefined;
    });
    expect(items.map((item) => item.label)).toEqual(['荷台の固定']);
    expect((await sys.call('GET', '/inspection-items', { token: other.token })).body.docs).toEqual([]);
  });

  it("the driver sees the sedan's fifteen statutory items and the company item; another company's car is not found", async () => {
    const panel = await eventually('the checklist has the own item', async () => {
      const answer = await sys.call('GET', `/driver-app/inspection?car=${carId}`, { token: driver.token });
      return answer.status === 200 && answer.body.checklist.length === 16 ? (answer.body as Panel) : undefined;
    });
    day = panel.today;
    expect(panel.checklist.at(0)!.itemId).toBe('brake_pedal');
    expect(panel.checklist.at(-1)!.itemId).toBe(ownItem);
    expect(panel).toMatchObject({ fit: true, todays: null, schedule: 'private' });
    expect((await sys.call('GET', `/driver-app/inspection?car=${carId}`, { token: other.token })).status).toBe(403);
    expect((await sys.call('GET', `/car/${carId}/inspection`, { token: other.token })).status).toBe(404);
    expect((await sys.call('GET', `/car/${carId}/inspection`, { token: driver.token })).status).toBe(403);
    expect((await sys.call('GET', '/driver-app/inspection', { token: driver.token })).status).toBe(400);
  });

  it('the driver records one abnormal item; a note is required, another company cannot, and a second one the same day is refused', async () => {
    const checklist = (await panelOf(manager.token)).checklist;
    const answers: Answer[] = checklist.map(({ itemId }) =>
      itemId === 'tyre_damage' ? { itemId, result: 'abnormal', note: '左前輪に亀裂' } : { itemId, result: 'ok' },
    );
    const noNote = answers.map((answer) => (answer.result === 'abnormal' ? { ...answer, note: '' } : answer));
    const refused = await sys.call('POST', '/driver-app/inspection', { token: driver.token, body: { car: carId, answers: noNote } });
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(refused.body.error).toMatchObject({
      key: 'Errors.InspectionNoteRequired',
      fields: [{ path: 'answers.4.note', key: 'Errors.InspectionNoteRequired' }],
    });
    expect((await sys.call('POST', `/car/${carId}/inspection`, { token: other.token, body: { answers } })).status).toBe(404);
    expect((await sys.call('POST', `/car/${carId}/inspection`, { token: driver.token, body: { answers } })).status).toBe(403);

    const recorded = await sys.call('POST', '/driver-app/inspection', { token: driver.token, body: { car: carId, answers } });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    expect(recorded.body.data.id).toBe(`${carId}:${day}`);
    const again = await sys.call('POST', `/car/${carId}/inspection`, { token: manager.token, body: { answers } });
    expect(again.status).toBe(409);
    expect(again.body.error.key).toBe('Errors.InspectionRecorded');
  });

  it("the car is unfit on its panel and the day's board; the office's managers get the dashboard alert and the mail", async () => {
    const panel = await eventually('the inspection is read', async () => {
      const read = await panelOf(manager.token);
      return read.todays ? read : undefined;
    });
    expect(panel.fit).toBe(false);
    expect(panel.todays).toMatchObject({ abnormalCount: 1, defectOpen: true, inspectorRole: 'driver', clearance: null });
    expect(panel.todays!.items.find((item) => item.itemId === 'tyre_damage')).toMatchObject({
      result: 'abnormal',
      note: '左前輪に亀裂',
    });
    const board = await sys.call('GET', `/vehicle-inspection/day?date=${day}`, { token: manager.token });
    expect(board.body.docs.find((row: { carId: string }) => row.carId === carId)).toMatchObject({ status: 'abnormal', fit: false });
    expect((await sys.call('GET', '/vehicle-inspection/day', { token: other.token })).body.docs).toEqual([]);

    const alert = await eventually('the dashboard alert', async () => {
      const home = await sys.call('GET', '/home', { token: manager.token });
      return (home.body.data.notifications as { type: string; car: { number: string } | null }[]).find(
        (n) => n.type === 'VEHICLE_INSPECTION_ABNORMAL',
      );
    });
    expect(alert).toMatchObject({ level: 'alert', driver: { lastName: expect.any(String) } });
    const mails = await eventually('the mail to the managers', async () => {
      const outbox = await sys.system.stores.readStore.collection(mailOutboxCollection).findMany({});
      const sent = outbox.filter((mail) => mail.subject.includes('日常点検'));
      return sent.length > 0 ? sent : undefined;
    });
    // The sedan is the Tokyo office's: its manager is mailed, the Osaka office's manager (manager2) is not.
    expect(mails.map((mail) => mail.to)).toEqual(['manager@fleetcheck.example']);
    expect(mails[0]!.text).toContain('タイヤに亀裂及び損傷がないこと: 左前輪に亀裂');
  });

  it('a manager clears the fault with a note: the car is fit again and the history keeps the clearance', async () => {
    const clear = (token: string, body: object, date = day) => sys.call('POST', `/car/${carId}/inspection/${date}/clear`, { token, body });
    expect((await clear(driver.token, { note: '交換済み' })).status).toBe(403);
    expect((await clear(other.token, { note: '交換済み' })).status).toBe(404);
    const blank = await clear(manager.token, { note: '' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields).toEqual([{ path: 'note', key: 'Errors.Required' }]);
    expect((await clear(manager.token, { note: '交換済み' }, '2020-01-01')).status).toBe(404);
    expect((await panelOf(manager.token)).fit).toBe(false);

    expect((await clear(manager.token, { note: 'タイヤ交換済み' })).status).toBe(200);
    const again = await clear(manager.token, { note: 'タイヤ交換済み' });
    expect(again.status).toBe(409);
    expect(again.body.error.key).toBe('Errors.NoDefectToClear');
    // The car's fitness and its history are two read models that catch up with the clearance one after the other.
    const panel = await eventually('the car is fit again and its history shows the clearance', async () => {
      const read = await panelOf(manager.token);
      return read.fit && read.history[0]?.clearance ? read : undefined;
    });
    expect(panel.openDefects).toEqual([]);
    expect(panel.history[0]).toMatchObject({ defectOpen: false, clearance: { note: 'タイヤ交換済み', clearedByName: expect.any(String) } });
  });

  it("the month's inspection record holds the day's every item, the fault, and who cleared it when; another company is refused the office", async () => {
    const month = day.slice(0, 7);
    const dotted = day.replaceAll('-', '.');
    const cars = (await sys.call('GET', '/car?page=1&limit=50', { token: manager.token })).body.docs as {
      _id: string;
      office: { _id: string };
    }[];
    const office = cars.find((car) => car._id === carId)!.office._id;
    const route = `/vehicle-inspection/record?month=${month}&office=${office}&format=csv`;
    const csv = await sys.call('GET', route, { token: manager.token });
    expect(csv.status).toBe(200);
    expect(csv.type).toBe('text/csv');
    const lines = (csv.body as string).split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFF点検日,車両番号,事業所,点検日時,点検者,点検者の区分,点検箇所,点検項目,結果,異常の内容,解除日時,解除した管理者,対応内容',
    );
    // The sedan (品川 500 さ 56-78, 東京本社) inspected by the driver: its fifteen statutory items and the company's own.
    const ofDay = lines.filter((line) => line.startsWith(`${dotted},品川 500 さ 56-78,東京本社,`));
    expect(ofDay).toHaveLength(16);
    const at = `${dotted} \\d\\d:\\d\\d`;
    expect(ofDay[0]).toMatch(
      new RegExp(
        `^${dotted},品川 500 さ 56-78,東京本社,${at},[^,]+,運転者,ブレーキ,ブレーキ・ペダルの踏みしろが適当で、ブレーキのききが十分であること,良,,,,$`,
      ),
    );
    expect(ofDay[4]).toMatch(
      new RegExp(
        `^${dotted},品川 500 さ 56-78,東京本社,${at},[^,]+,運転者,タイヤ,タイヤに亀裂及び損傷がないこと,否（異常あり）,左前輪に亀裂,${at},山田 太郎,タイヤ交換済み$`,
      ),
    );
    expect(ofDay[15]!.endsWith(',運転者,会社独自の項目,荷台の固定,良,,,,')).toBe(true);
    // The PDF of the same month says the same.
    const pdf = await sys.call('GET', route.replace('format=csv', 'format=pdf'), { token: manager.token });
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const text = pdfToText(pdf.body as Buffer)
      .join('')
      .replace(/\s+/g, '');
    for (const words of ['日常点検記録簿', '東京本社', '左前輪に亀裂', 'タイヤ交換済み', '荷台の固定']) expect(text).toContain(words);

    expect((await sys.call('GET', route, { token: other.token })).status).toBe(404);
    expect((await sys.call('GET', route, { token: driver.token })).status).toBe(403);
    expect((await sys.call('GET', route, { token: admin.token })).status).toBe(403);
  });
});
