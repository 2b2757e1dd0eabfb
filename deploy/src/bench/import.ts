import { mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import { createCommandApi, defaultCommandApiConfig, uuidIds } from '@fleetcheck/command-api';
import { createPostgresEventStore, PostgresBlobStore, PostgresReadStore, type MailMessage } from '@fleetcheck/platform';
import { allProjections, startProjections } from '@fleetcheck/projections';
import { openBenchDatabase } from './bench-database';
import { round } from './stats';

/**
 * Issue 37 item 1: 1,000 rows of offices, then of cars (naming those offices) and of drivers (naming those
 * cars) checked (dry run) and imported over HTTP by a command-api on a real event store and read models, as a
 * manager of a company without a plan limit yet. The target is under 10 s per 1,000-row import (msFor1000Rows).
 * Drivers with an e-mail are invited by mail (one password hash per import); drivers without one get a generated
 * password each (printed on the login sheet), hashed at the generated passwords' work factor (auth/password-hash.ts
 * hashGeneratedPassword). Writes bench/results/import.json.
 */
const RESULT_FILE = fileURLToPath(new URL('../../../bench/results/import.json', import.meta.url));
const ROWS = 1_000;
const TARGET_MS = 10_000;

const csv = (lines: string[]) => Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`, 'utf8');
const office = (n: number) => `営業所${n}`;
const carNumber = (n: number) => `品川 500 あ ${String(n).padStart(4, '0')}`;

const files = {
  office: csv([
    '営業所名,電話番号,FAX,郵便番号,都道府県,市区町村,町名・番地,建物名',
    ...Array.from({ length: ROWS }, (_, n) => `${office(n)},03-1111-${String(n).padStart(4, '0')},,105-0011,東京都,港区,芝公園${n},`),
  ]),
  car: csv([
    '車両番号,モデル,車種,車台番号,製造年月,車検満了日,保険満了日,営業所',
    ...Array.from(
      { length: ROWS },
      (_, n) => `${carNumber(n)},ハイエース,バン,TRH200-${n},2022-04,2027-03-31,2027-09-30,${office(n % 50)}`,
    ),
  ]),
  driver: (withEmail: boolean, from: number, rows: number) =>
    csv([
      '姓,名,姓（フリガナ）,名（フリガナ）,生年月日,免許証番号,免許証有効期限,免許の種類,車両番号,メールアドレス,携帯電話番号,営業所',
      ...Array.from(
        { length: rows },
        (_, n) =>
          `山田,太郎${from + n},ヤマダ,タロウ,1985-06-15,${String(100000000000 + from + n)},2029-01-31,普通,${carNumber(n)},${withEmail ? `driver${from + n}@example.com` : ''},090-1234-5678,${office(n % 50)}`,
      ),
    ]),
};

export async function runImportBenchmark(): Promise<void> {
  const loadBefore = round(loadavg()[0]!, 2);
  const database = await openBenchDatabase();
  const eventStore = await createPostgresEventStore(database.url, { poolSize: 10 });
  const readStore = new PostgresReadStore({ url: database.url });
  const blobStore = new PostgresBlobStore({ url: database.url });
  const projections = await startProjections({
    eventStore,
    readStore,
    projections: allProjections.filter((projection) => ['offices', 'cars', 'drivers', 'managers'].includes(projection.name)),
  });
  const sent: MailMessage[] = [];
  const app = express();
  app.use(
    '/api/v1',
    createCommandApi({
      eventStore,
      readStore,
      blobStore,
      clock: { now: () => new Date() },
      ids: uuidIds,
      mailer: { send: async (message) => void sent.push(message) },
      config: { ...defaultCommandApiConfig, jwtSecret: 'bench-secret-that-is-at-least-32-bytes-long!', publicUrl: 'http://bench.test' },
    }),
  );
  const server = createServer(app).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  const json = async (method: string, route: string, body: unknown, token?: string) => {
    const res = await fetch(base + route, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  try {
    // A company signs up (no plan chosen yet: nothing limits its cars) and its manager signs in.
    const email = 'bench-manager@example.com';
    const register = await json('POST', '/auth/register', {
      company: {
        name: 'ベンチ運輸',
        email: 'bench-company@example.com',
        phone: '03-5555-6666',
        fax: '',
        employeeCount: 5,
        carCount: 3,
        postcode: '105-0011',
        prefectures: '東京都',
        municipalities: '港区',
        town: '芝公園4-2',
        buildings: '',
      },
      manager: {
        name: { lastName: '中村', firstName: '誠' },
        spelling: { lastName: 'ナカムラ', firstName: 'マコト' },
        email,
        mobile: '08099998888',
        password: 'bench-pass-1',
      },
      language: 'ja',
    });
    if (register.status !== 201) throw new Error(`sign-up: ${JSON.stringify(register.body)}`);
    const code = /auth=([^\s"&<]+)/.exec(sent.findLast((mail) => mail.to === email)!.text)![1]!;
    await json('POST', '/auth/verify-email', { auth: decodeURIComponent(code) });
    const token: string = (await json('POST', '/auth/login', { username: email, password: 'bench-pass-1' })).body.data.token;

    const upload = async (route: string, bytes: Buffer) => {
      const started = performance.now();
      const res = await fetch(base + route, {
        method: 'POST',
        headers: { 'content-type': 'text/csv', authorization: `JWT ${token}` },
        body: bytes,
      });
      const body = (await res.json()) as { data?: { rows?: number; errors?: unknown[]; imported?: number } };
      const ms = round(performance.now() - started, 0);
      if (res.status >= 300 || (body.data?.errors?.length ?? 0) > 0)
        throw new Error(`${route}: ${res.status} ${JSON.stringify(body).slice(0, 500)}`);
      return { ms, rows: body.data?.rows ?? body.data?.imported };
    };
    /** Until the read models have every write (an import answers before they do; the next file's checks read them). */
    const caughtUp = async () => {
      const head = await eventStore.headPosition();
      for (;;) {
        const checkpoints = await Promise.all(['offices', 'cars', 'drivers', 'managers'].map((name) => readStore.getCheckpoint(name)));
        if (checkpoints.every((checkpoint) => checkpoint !== undefined && checkpoint >= head)) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const measure = async (kind: string, bytes: Buffer) => {
      await caughtUp();
      const dryRun = await upload(`/import/${kind}/dry-run`, bytes);
      const imported = await upload(`/import/${kind}`, bytes);
      console.info(`import ${kind}: dry run ${dryRun.ms} ms, import of ${imported.rows} rows ${imported.ms} ms`);
      const perRowMs = round(imported.ms / (imported.rows ?? 1), 1);
      return { rows: imported.rows, dryRunMs: dryRun.ms, importMs: imported.ms, perRowMs, msFor1000Rows: round(perRowMs * 1000, 0) };
    };
    const results = {
      offices: await measure('office', files.office),
      cars: await measure('car', files.car),
      driversInvitedByMail: await measure('driver', files.driver(true, 0, ROWS)),
      driversWithPasswords: await measure('driver', files.driver(false, ROWS, ROWS)),
    };
    const result = {
      benchmark: 'import',
      rowsPerImport: ROWS,
      targetMs: TARGET_MS,
      database: database.source,
      cpus: availableParallelism(),
      loadAverageBefore1m: loadBefore,
      loadAverageAfter1m: round(loadavg()[0]!, 2),
      results,
      note: 'Wall time of one HTTP request each (file read, checks, claims, appends); the machine is shared, so figures are inflated.',
    };
    await mkdir(path.dirname(RESULT_FILE), { recursive: true });
    await writeFile(RESULT_FILE, `${JSON.stringify(result, null, 2)}\n`);
    console.info(`wrote ${RESULT_FILE}`);
  } finally {
    server.closeAllConnections();
    server.close();
    await projections.stop();
    await readStore.close();
    await blobStore.close();
    await eventStore.close();
    await database.dispose();
  }
}
