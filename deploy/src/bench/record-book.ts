import { mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import {
  companiesCollection,
  companyCatalogue,
  managerCatalogue,
  officesCollection,
  sessionCatalogue,
  testResultsCollection,
  type TestResultDocument,
} from '@fleetcheck/contracts';
import { PostgresReadStore, createPostgresEventStore } from '@fleetcheck/platform';
import { createQueryApi } from '@fleetcheck/query-api';
import { openBenchDatabase } from './bench-database';
import { JWT, signAccess } from './sign-access';
import { round } from './stats';

/**
 * The record book of issue 33 item 3: one office's month of 10,000 checks as the PDF (and the CSV), over HTTP
 * from a query-api on a real read store, against a 1,000-check office of the same month. Time to the first byte
 * and to the last, CPU of this process (query-api runs in it), and the process's peak RSS while each file
 * streams: it should not grow with the month. Writes bench/results/record-book.json.
 */
const RESULT_FILE = fileURLToPath(new URL('../../../bench/results/record-book.json', import.meta.url));
const MONTH = '2026-10';
const OFFICES = [
  { id: 'o-small', name: '札幌営業所', records: 1_000 },
  { id: 'o-big', name: '大阪営業所', records: 10_000 },
];
const FAMILY = ['山田', '髙橋', '佐藤', '鈴木', '田中', '伊藤', '渡辺', '中村'];
const GIVEN = ['太郎', '花子', '一郎', '美咲', '健太'];

/** A check as the projection writes it, with every item filled as a real month has them. */
function record(officeId: string, office: string, n: number): TestResultDocument {
  const day = (n % 31) + 1;
  const date = `${MONTH}-${String(day).padStart(2, '0')}`;
  const hour = 6 + (n % 12);
  const failed = n % 97 === 0;
  return {
    _id: `${officeId}-${n}`,
    companyId: 'c1',
    detectorFlags: n % 50 === 0 ? ['check_overdue'] : [],
    driverId: `d${n % 300}`,
    officeId,
    carId: `car${n % 200}`,
    deviceId: `dev${n % 40}`,
    testedAt: `${date}T${String(hour).padStart(2, '0')}:${String(n % 60).padStart(2, '0')}:00.000+09:00`,
    checkType: n % 2 ? 'after_driving' : 'before_driving',
    method: n % 5 ? 'face_to_face' : 'remote',
    checkedBy: null,
    firstName: GIVEN[n % GIVEN.length]!,
    lastName: FAMILY[n % FAMILY.length]!,
    spellingFirstName: '',
    spellingLastName: '',
    time: `${hour}:${String(n % 60).padStart(2, '0')}`,
    date,
    result: failed ? 0.25 : 0,
    status: failed ? 0 : 1,
    device: `FC-${1000 + (n % 40)}`,
    carNumber: `なにわ 500 あ ${String(1000 + (n % 200)).replace(/(\d\d)(\d\d)/, '$1-$2')}`,
    carModel: 'ハイエース',
    driverLicense: null,
    licenseType: null,
    expirationDate: null,
    DOB: null,
    office,
    driver: `d${n % 300}`,
    vehicle: null,
    tel: null,
    email: null,
    location: null,
    mapImage: null,
    source: 'device',
    instructions: failed ? '乗務中止。代替運転者を手配し、翌日に再検査すること' : n % 7 === 0 ? '睡眠を十分にとること' : null,
    notes: n % 11 === 0 ? '点呼時に体調の申告あり（軽い頭痛）。運行には支障なしと判断' : null,
    remoteMethod: n % 5 ? null : 'phone',
    visualCheck: { faceColour: 'normal', breathSmell: 'normal', voice: 'normal', remark: null },
    checker: { id: 'm1', name: '鈴木 花子' },
    noDetectorReason: null,
    confirmationStatus: n % 13 === 0 ? 'awaiting' : 'confirmed',
    confirmation: n % 13 === 0 ? null : { manager: { id: 'm1', name: '鈴木 花子' }, decidedAt: `${date}T09:00:00.000Z`, comment: null },
    photo: null,
    coordinates: null,
    detector: null,
    corrections: [],
    ledgerSeq: n + 1,
    ledgerHash: `${n.toString(16).padStart(8, '0')}${'ab'.repeat(28)}`,
  } as unknown as TestResultDocument;
}

/** The response read to its end, with the time to its first and last byte and the process's peak RSS meanwhile. */
async function download(url: string, token: string) {
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const res = await fetch(url, { headers: { authorization: `JWT ${token}` } });
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  let firstByteMs: number | undefined;
  let bytes = 0;
  let pages = 0;
  for await (const chunk of res.body!) {
    firstByteMs ??= performance.now() - started;
    bytes += chunk.byteLength;
    pages +=
      Buffer.from(chunk)
        .toString('latin1')
        .match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
  }
  const totalMs = performance.now() - started;
  clearInterval(sampler);
  const cpu = process.cpuUsage(cpuBefore);
  return {
    firstByteMs: round(firstByteMs ?? totalMs, 0),
    totalMs: round(totalMs, 0),
    cpuMs: round((cpu.user + cpu.system) / 1000, 0),
    bytes,
    ...(pages ? { pages } : {}),
    rssBeforeMb: round(rssBefore / 2 ** 20, 1),
    peakRssMb: round(peak / 2 ** 20, 1),
  };
}

export async function runRecordBookBenchmark(): Promise<void> {
  const database = await openBenchDatabase();
  const eventStore = await createPostgresEventStore(database.url);
  const readStore = new PostgresReadStore({ url: database.url });
  const server = createServer();
  try {
    const metadata = {
      actor: { userId: 'bench', role: 'system' as const, companyId: null },
      onBehalfOf: null,
      correlationId: 'bench',
      causationId: null,
      occurredAt: new Date().toISOString(),
    };
    const append = (stream: string, event: { type: string; schemaVersion: number; data: unknown }) =>
      eventStore.appendToStream(stream, [{ ...event, metadata }]);
    const details = {
      ...{ name: '株式会社ベンチ運輸', email: 'c1@bench.jp', phone: '03', fax: '', employeeCount: 300, carCount: 200 },
      ...{ postcode: '5300001', prefectures: '大阪府', municipalities: '大阪市北区', town: '', buildings: '' },
    };
    await append(
      'company-c1',
      companyCatalogue.encode({
        type: 'CompanyRegistered',
        data: { companyId: 'c1', details, emailVerified: true, registeredAt: metadata.occurredAt },
      }),
    );
    const profile = { firstName: '花子', lastName: '鈴木', spellingFirstName: '', spellingLastName: '', email: 'm1@bench.jp', mobile: '' };
    await append(
      'manager-m1',
      managerCatalogue.encode({
        type: 'ManagerCreated',
        data: {
          ...{ managerId: 'm1', companyId: 'c1', userType: 2, username: 'm1', passwordHash: 'x', language: 'ja' },
          profile: { ...profile, officeId: null, image: null },
        },
      }),
    );
    await append(
      'session-s1',
      sessionCatalogue.encode({
        type: 'SessionStarted',
        data: {
          ...{ sessionId: 's1', audience: 'manager', userId: 'm1', userType: 2, companyId: 'c1', onBehalfOf: null },
          ...{ openedFromSessionId: null, tokenHash: 'h', expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
        },
      }),
    );
    const stamps = { createdAt: metadata.occurredAt, updatedAt: metadata.occurredAt, version: 0 };
    await readStore.collection(companiesCollection).upsert({
      ...{ _id: 'c1', companyId: 'c1', ...details, emailVerified: true, managerId: 'm1', managerName: '鈴木 花子' },
      ...{ managerLastName: '鈴木', managerFirstName: '花子', deviceTotal: 40, ...stamps },
    });
    const results = readStore.collection(testResultsCollection);
    for (const office of OFFICES) {
      await readStore.collection(officesCollection).upsert({
        ...{ _id: office.id, id: office.id, companyId: 'c1', company: 'c1', name: office.name, phone: '', fax: '', postcode: '' },
        ...{ prefectures: '', municipalities: '', town: '', buildings: '', ...stamps },
      });
      for (let n = 0; n < office.records; n += 100)
        await Promise.all(
          Array.from({ length: Math.min(100, office.records - n) }, (_, i) => results.upsert(record(office.id, office.name, n + i))),
        );
    }

    const app = express();
    app.use('/api/v1', createQueryApi({ readStore, eventStore, config: { jwtSecret: JWT.secret, jwtIssuer: JWT.issuer } }));
    server.on('request', app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
    const token = signAccess('m1', { ut: 2, cid: 'c1', sid: 's1' }, 'fleetcheck:dashboard');
    const book = (office: string, query: string) => `${base}/test-result/ledger?month=${MONTH}&office=${office}&${query}`;

    // Once before measuring: the font file is read and parsed on the first PDF.
    await download(book('o-small', 'format=pdf'), token);
    const runs: Record<string, Awaited<ReturnType<typeof download>> & { records: number }> = {};
    for (const office of OFFICES)
      for (const [name, query] of [
        ['pdf', 'format=pdf'],
        ['csv', 'format=csv'],
        ['csvShiftJis', 'format=csv&encoding=shift_jis'],
      ] as const) {
        runs[`${office.records}/${name}`] = { records: office.records, ...(await download(book(office.id, query), token)) };
        console.log(`${office.records} records ${name}: ${JSON.stringify(runs[`${office.records}/${name}`])}`);
      }

    const result = {
      benchmark: 'record-book',
      ranAt: new Date().toISOString(),
      machine: { node: process.version, loadAverage1m: round(loadavg()[0]!, 2) },
      database: database.source,
      month: MONTH,
      runs,
      notes: [
        'One office month over HTTP (token and session check, read store pages of 1,000, rendering, transfer on loopback); query-api runs in this process, so cpuMs and RSS are its own.',
        'peakRssMb is sampled every 10 ms while the file streams: compare the 1,000- and 10,000-record months.',
        'The machine is shared: cpuMs compares runs better than totalMs when the load average is high.',
      ],
    };
    await mkdir(path.dirname(RESULT_FILE), { recursive: true });
    await writeFile(RESULT_FILE, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`wrote ${RESULT_FILE}`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
    await eventStore.close();
    await readStore.close();
    await database.dispose();
  }
}
