import { execFile } from 'node:child_process';
import path from 'node:path';
import { writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { businessDay } from '@fleetcheck/domain/calendar/business-day';
import { recordChainStream } from '@fleetcheck/contracts';
import type { TestDatabase } from '@fleetcheck/platform/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRecordChain } from '../../src/audit/record-chain';
import type { LocalSystem } from '../../src/local/system';
import type { ApiCall } from '../../src/simulate/api-client';
import { DEMO_LOGINS, type Fleet } from '../../src/simulate/fleet-access';
import { deviceReading } from '../../src/simulate/readings';
import { eventually } from '../support/eventually';
import { startFleetSystem, type FleetSystem } from '../support/fleet-system';

/*
 * Issue 15 through the whole local profile: the record items round-trip API -> events -> read model -> detail
 * and CSV; a manager returns and confirms; every test-record event is sealed into the company's hash chain, and
 * the audit CLI's --verify fails naming the record once an event row is changed behind the application's back.
 */
let db: TestDatabase;
let dataDir: string;
let system: LocalSystem;
let running: FleetSystem;
let call: ApiCall;
let fleet: Fleet;
let managerId: string;

beforeAll(async () => {
  running = await startFleetSystem('record-chain');
  ({ call, fleet, system, db, dataDir } = running);
  managerId = (await call('GET', '/auth/profile', { token: fleet.managerToken })).body.data._id as string;
});
afterAll(async () => {
  await running?.stop();
});

const visualCheck = { faceColour: 'normal', breathSmell: 'normal', voice: 'not_normal', remark: '声がかすれている' };

async function detail(id: string, until: (doc: Record<string, unknown>) => boolean = () => true) {
  return eventually(`record ${id} projected`, async () => {
    const answer = await call('GET', `/test-result/${id}`, { token: fleet.managerToken });
    return answer.status === 200 && until(answer.body) ? (answer.body as Record<string, unknown>) : undefined;
  });
}

const runAudit = (companyId: string, ...flags: string[]) =>
  promisify(execFile)('npx', ['tsx', 'src/audit/main.ts', 'record-chain', companyId, ...flags], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, DATABASE_URL: db.url },
  }).then(
    (done) => ({ code: 0, out: done.stdout + done.stderr }),
    (failed: { code: number; stdout: string; stderr: string }) => ({ code: failed.code, out: failed.stdout + failed.stderr }),
  );

describe('the record chain and the record book (issue 15)', () => {
  // One test: the chain, the record book and --verify are checked on the five links these records make, so the two
  // halves cannot run apart (or in the other order).
  it('keeps every record item through API, projection, detail and CSV; a returned record waits for its correction; every test-record event is sealed into the company chain; --verify passes, then fails naming the record changed in PostgreSQL', async () => {
    const driver = fleet.drivers[0]!;
    // Every record of this test at one instant, and the record book's month read from it: at 00:00 JST on the 1st,
    // "a minute ago" is last month, and the month must be the records' own.
    const checkedAt = new Date(Date.now() - 60_000);
    const month = businessDay(checkedAt).slice(0, 7);
    const manual = await call('POST', '/test-result', {
      token: fleet.managerToken,
      body: {
        driver: driver.driverId,
        vehicle: driver.carId,
        time: checkedAt.toISOString(),
        result: 0,
        checkType: 'before_driving',
        method: 'remote',
        remoteMethod: 'video',
        instructions: '十分な休息を取ってから運転すること',
        notes: '出張先からの点呼',
        visualCheck,
        checker: managerId,
        detector: fleet.devices[0]!.id,
        // A seeded driver may have no car: an explicit "no vehicle" says why (the law asks for one or the other).
        noVehicleReason: driver.carId ? null : '社用車の手配なし',
      },
    });
    expect(manual.status).toBe(201);
    const manualId = manual.body.data.id as string;
    const device = await call('POST', '/test-result/device', {
      device: fleet.devices[0]!.secret,
      body: { ...deviceReading(driver, 0, checkedAt), method: 'face_to_face', remoteMethod: null, checkedBy: null },
    });
    expect(device.status).toBe(201);
    const deviceId = device.body.data.id as string;

    const shown = await detail(manualId);
    expect(shown).toMatchObject({
      source: 'manual',
      method: 'remote',
      remoteMethod: 'video',
      instructions: '十分な休息を取ってから運転すること',
      notes: '出張先からの点呼',
      visualCheck,
      checker: { managerId },
      detector: { deviceId: fleet.devices[0]!.id, serialNo: fleet.devices[0]!.serialNo },
      noDetectorReason: null,
      confirmationStatus: 'awaiting',
      corrections: [],
    });

    // The device record names no checker: confirming it keeps the decision beside it and leaves its 確認者 as it is.
    const decide = (body: object) => call('POST', `/test-result/${deviceId}/confirmation`, { token: fleet.managerToken, body });
    expect((await decide({ decision: 'returned', comment: '指示事項を記入してください' })).status).toBe(200);
    const returned = await eventually('the returned record listed whatever its date', async () => {
      const page = await call('GET', '/test-result?confirmation=returned&dateFrom=2000-01-01&dateTo=2000-01-01', {
        token: fleet.managerToken,
      });
      return page.body.docs?.length === 1 ? page.body.docs : undefined;
    });
    expect(returned[0]).toMatchObject({
      _id: deviceId,
      confirmationStatus: 'returned',
      confirmation: { comment: '指示事項を記入してください' },
    });

    const corrected = await call('POST', `/test-result/${deviceId}/correction`, {
      token: fleet.managerToken,
      // The correction completes what the law asks for: the 確認者 (and why no vehicle, for a driver without a car).
      body: {
        instructions: '安全運転に努めること',
        checker: managerId,
        ...(driver.carId ? {} : { noVehicleReason: '社用車の手配なし' }),
        reason: '指示事項の記入漏れ',
      },
    });
    expect(corrected.status).toBe(200);
    expect((await decide({ decision: 'confirmed' })).status).toBe(200);
    const confirmed = await detail(deviceId, (doc) => doc.confirmationStatus === 'confirmed');
    expect(confirmed).toMatchObject({
      instructions: '安全運転に努めること',
      // The 確認者 is the one the correction named (confirming never put the confirming manager there).
      checker: { managerId },
      missingItems: [],
      confirmation: { decision: 'confirmed', manager: { managerId } },
      corrections: [
        {
          reason: '指示事項の記入漏れ',
          correctedBy: { managerId },
          actor: { userId: managerId, role: 'manager' },
          changes: expect.arrayContaining([
            { field: 'instructions', before: null, after: '安全運転に努めること' },
            { field: 'checker', before: null, after: expect.objectContaining({ managerId }) },
          ]),
        },
      ],
    });
    const stillReturned = await call('GET', '/test-result?confirmation=returned', { token: fleet.managerToken });
    expect(stillReturned.body.docs).toEqual([]);

    // 2 records + return, correction, confirmation of the second: 5 links.
    await eventually('5 links sealed', async () => {
      const links = await system.stores.eventStore.readStream(recordChainStream(fleet.companyId));
      return links.length === 5 ? links : undefined;
    });
    const audit = await auditRecordChain(system.stores.eventStore, fleet.companyId);
    expect(audit.verdict).toMatchObject({ intact: true, links: 5, contentChecked: 5 });
    expect(audit.links.map((link) => [link.seq, link.eventType])).toEqual([
      [1, 'TestResultRecorded'],
      [2, 'TestResultRecorded'],
      [3, 'TestResultConfirmed'],
      [4, 'TestResultCorrected'],
      [5, 'TestResultConfirmed'],
    ]);
    const head = audit.verdict.intact ? audit.verdict.head : '';

    // The month's record book: the PDF (read back with pdftotext) and the CSV print the chain head the CLI computes;
    // the PDF then lists the month's detector check log (issue 16 item 4).
    const detector = fleet.devices[0]!;
    const weekly = {
      kind: 'weekly_check',
      maintainedAt: checkedAt.toISOString(),
      performedBy: '佐藤 次郎',
      remark: '酒気なし0.000、洗口液で反応あり',
    };
    expect((await call('POST', `/device/${detector.id}/maintenance`, { token: fleet.managerToken, body: weekly })).status).toBe(201);
    const download = async (query: string) => {
      const response = await fetch(`${system.url}/api/v1/test-result/ledger?month=${month}${query}`, {
        headers: { authorization: `JWT ${fleet.managerToken}` },
      });
      expect(response.status).toBe(200);
      return { type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
    };
    const pdfText = await eventually('the PDF prints the chain head', async () => {
      const pdf = await download('&format=pdf&language=ja');
      expect(pdf.type).toBe('application/pdf');
      const file = path.join(dataDir, 'record-book.pdf');
      await writeFile(file, pdf.bytes);
      // -raw: in drawing order, so a cell wrapped over lines reads on once the line ends are taken out.
      const { stdout } = await promisify(execFile)('pdftotext', ['-raw', file, '-']);
      const text = stdout.replace(/\n/g, '');
      return text.includes(head) && text.includes(weekly.performedBy) ? stdout : undefined;
    });
    // A4 landscape (issue 15 item 6): every page 297 x 210 mm, 841.89 x 595.28 points, as pdfinfo reads it.
    const pageSizes = async (file: string) => {
      const { stdout } = await promisify(execFile)('pdfinfo', ['-f', '1', '-l', '9999', file]);
      return [...stdout.matchAll(/^Page\s+\d+ size:\s+(.+?) pts/gm)].map((found) => found[1]);
    };
    expect(await pageSizes(path.join(dataDir, 'record-book.pdf'))).toEqual(['841.89 x 595.28']);
    expect(pdfText).toContain('アルコールチェック記録簿');
    expect(pdfText.replace(/\n/g, '')).toContain('十分な休息を取ってから運転すること');
    expect(pdfText).toContain('カメラ・モニター');
    expect(pdfText).not.toContain('video (');
    expect(pdfText).toContain(`#5 ${head}`.slice(0, 20));
    expect(pdfText).toMatch(/1 \/ 1 ページ/);
    const flat = pdfText.replace(/\n/g, '');
    expect(flat).toContain('検知器の点検記録');
    expect(flat).toContain('週次点検');
    expect(flat).toContain('佐藤 次郎');
    expect(flat).toContain('酒気なし0.000、洗口液で反応あり');
    const en = await download('&format=pdf&language=en');
    await writeFile(path.join(dataDir, 'record-book-en.pdf'), en.bytes);
    const enText = (await promisify(execFile)('pdftotext', ['-raw', path.join(dataDir, 'record-book-en.pdf'), '-'])).stdout.replace(
      /\n/g,
      '',
    );
    expect(await pageSizes(path.join(dataDir, 'record-book-en.pdf'))).toEqual(['841.89 x 595.28']);
    expect(enText).toContain('Alcohol check record book');
    expect(enText).toContain(`Record chain head: #5 ${head}`);
    expect(enText).toContain('Page 1 / 1');
    expect(enText).toContain('Detector check log');
    expect(enText).toContain('Weekly check');
    const csv = (await download('&format=csv&language=ja')).bytes.toString('utf8');
    expect(csv.startsWith('\uFEFF日付,時刻,')).toBe(true);
    expect(csv).toContain('十分な休息を取ってから運転すること');
    expect(csv).toContain('指示事項の記入漏れ');
    expect(csv).toContain(head);
    // Another company's office is not found.
    const foreign = await fetch(`${system.url}/api/v1/test-result/ledger?month=${month}&office=no-such-office`, {
      headers: { authorization: `JWT ${fleet.managerToken}` },
    });
    expect(foreign.status).toBe(404);

    // The auditor's screen (issue 22 item 3): the same recomputation through the read API, for admins.
    const adminLogin = await call('POST', '/auth/admin-login', {
      body: { username: DEMO_LOGINS.adminUsername, password: DEMO_LOGINS.adminPassword },
    });
    const adminToken = adminLogin.body.data.token as string;
    const verifyRoute = (query = '', token = adminToken) => call('GET', `/audit/company/${fleet.companyId}/ledger${query}`, { token });
    const verified = await verifyRoute();
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.data).toEqual({ intact: true, links: 5, office: null, periodLinks: 5, head, firstMismatch: null });
    // One office at a time: the whole chain is checked for each, with the same head; both records are of the
    // driver's office, so its five links are counted there and none in the company's other office.
    const offices = (await call('GET', `/audit/company/${fleet.companyId}/offices`, { token: adminToken })).body.data as { _id: string }[];
    expect(offices).toHaveLength(2);
    const perOffice = await Promise.all(offices.map(async (office) => (await verifyRoute(`?office=${office._id}`)).body.data));
    expect(perOffice.map((answer) => [answer.intact, answer.head, answer.links]).sort()).toEqual([
      [true, head, 5],
      [true, head, 5],
    ]);
    expect(perOffice.map((answer) => answer.periodLinks).sort()).toEqual([0, 5]);
    const driverOffice = perOffice.find((answer) => answer.periodLinks === 5)!.office as string;
    const otherOffice = perOffice.find((answer) => answer.periodLinks === 0)!.office as string;
    // That office's record book download prints the verified head.
    const officePdf = await fetch(
      `${system.url}/api/v1/audit/company/${fleet.companyId}/ledger-export?month=${month}&language=en&office=${driverOffice}`,
      { headers: { authorization: `JWT ${adminToken}` } },
    );
    expect([officePdf.status, officePdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    await writeFile(path.join(dataDir, 'audit-record-book-office-en.pdf'), Buffer.from(await officePdf.arrayBuffer()));
    const officePdfText = await promisify(execFile)('pdftotext', ['-raw', path.join(dataDir, 'audit-record-book-office-en.pdf'), '-']);
    expect(officePdfText.stdout.replace(/\n/g, '')).toContain(`Record chain head: #5 ${head}`);
    // The audit reader downloads the month's record book that carries the verified head: the manager's very file.
    const exported = await fetch(
      `${system.url}/api/v1/audit/company/${fleet.companyId}/ledger-export?month=${month}&format=csv&language=ja`,
      {
        headers: { authorization: `JWT ${adminToken}` },
      },
    );
    expect(exported.status).toBe(200);
    expect(Buffer.from(await exported.arrayBuffer()).toString('utf8')).toBe(csv);
    const exportedPdf = await fetch(`${system.url}/api/v1/audit/company/${fleet.companyId}/ledger-export?month=${month}&language=en`, {
      headers: { authorization: `JWT ${adminToken}` },
    });
    expect([exportedPdf.status, exportedPdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    await writeFile(path.join(dataDir, 'audit-record-book-en.pdf'), Buffer.from(await exportedPdf.arrayBuffer()));
    const auditPdf = await promisify(execFile)('pdftotext', ['-raw', path.join(dataDir, 'audit-record-book-en.pdf'), '-']);
    expect(auditPdf.stdout.replace(/\n/g, '')).toContain(`Record chain head: #5 ${head}`);
    const managerExport = await fetch(`${system.url}/api/v1/audit/company/${fleet.companyId}/ledger-export?month=${month}`, {
      headers: { authorization: `JWT ${fleet.managerToken}` },
    });
    expect(managerExport.status).toBe(403);
    // A manager is no auditor, not even of their own company.
    expect((await verifyRoute('', fleet.managerToken)).status).toBe(403);
    expect((await call('GET', '/audit/company/no-such-company/ledger', { token: adminToken })).status).toBe(404);
    expect((await verifyRoute('?from=2026-13-01')).status).toBe(400);

    const intact = await runAudit(fleet.companyId, '--verify');
    expect(intact.code).toBe(0);
    expect(intact.out).toContain(`intact (5 links, 5 records' events rehashed); chain head ${head}`);

    // Someone with database access lowers nothing but rewrites the instructions of the first record.
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const changed = await client.query(
        `UPDATE event_store.events SET data = jsonb_set(data, '{instructions}', '"問題なし"') WHERE stream_name = $1 AND revision = 0`,
        [`testresult-${manualId}`],
      );
      expect(changed.rowCount).toBe(1);
    } finally {
      await client.end();
    }
    const broken = await runAudit(fleet.companyId, '--verify');
    expect(broken.code).toBe(2);
    expect(broken.out).toContain(`BROKEN at link 1: record ${manualId}`);
    expect(broken.out).toContain('content_changed');
    const brokenAnswer = await verifyRoute();
    // Named to the auditor as the record book names it: the driver, the Japan day and time of the check.
    const mismatch = {
      seq: 1,
      testResultId: manualId,
      officeId: driverOffice,
      driver: expect.stringMatching(/\S+ \S+/),
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      time: expect.stringMatching(/^\d{1,2}:\d{2}$/),
      reason: 'content_changed',
    };
    expect(brokenAnswer.body.data).toEqual({ intact: false, links: 5, office: null, periodLinks: 5, head: null, firstMismatch: mismatch });
    // The company's other office has none of these records, yet its verification is broken by the same one.
    expect((await verifyRoute(`?office=${otherOffice}`)).body.data).toEqual({
      intact: false,
      links: 5,
      office: otherOffice,
      periodLinks: 0,
      head: null,
      firstMismatch: mismatch,
    });
    // A period after the change leaves the changed record out: intact again, with the same head.
    expect((await verifyRoute('?from=2999-01-01&to=2999-12-31')).body.data).toEqual({
      intact: true,
      links: 5,
      office: null,
      periodLinks: 0,
      head,
      firstMismatch: null,
    });
    // A range that leaves the changed record out checks only the rest (continuity still over every link).
    expect((await auditRecordChain(system.stores.eventStore, fleet.companyId, { from: '2999-01-01' })).verdict).toMatchObject({
      intact: true,
      contentChecked: 0,
    });
  }, 240_000);
});
