import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import {
  createPostgresEventStore,
  PostgresBlobStore,
  PostgresReadStore,
  type EventStore,
  type MailMessage,
  type Mailer,
  type PaymentGateway,
} from '@fleetcheck/platform';
import { allProjections, startProjections } from '@fleetcheck/projections';
import { committedEventCount, createTestDatabase, type TestDatabase } from '@fleetcheck/platform/testing';
import { createCommandApi, seedDemo, type CommandApiDeps, type SeedDemoResult } from '../../src/index';
import { defaultCommandApiConfig, uuidIds, type CommandApiConfig } from '../../src/deps';

/** A clock the test moves by hand (token expiry without waiting). */
export function manualClock(start = new Date('2026-03-01T09:00:00.000Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(seconds: number) {
      now += seconds * 1000;
    },
  };
}

/** Test-only mailer: keeps what was sent so a test can follow the link in it. */
export function outboxMailer(): Mailer & { sent: MailMessage[]; lastTokenTo(to: string): string } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
    lastTokenTo(to) {
      const mail = [...sent].reverse().find((m) => m.to === to);
      const match = mail && /auth=([^\s"&<]+)/.exec(mail.text);
      if (!match) throw new Error(`no mail with a code to ${to}`);
      return decodeURIComponent(match[1]!);
    },
  };
}

export interface ApiResponse {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
  headers: Headers;
}

export interface Harness {
  db: TestDatabase;
  store: EventStore;
  clock: ReturnType<typeof manualClock>;
  mailer: ReturnType<typeof outboxMailer>;
  deps: CommandApiDeps;
  seed: SeedDemoResult;
  /** The API's base URL (for requests `call` does not make, such as reading an event stream). */
  base: string;
  call(
    method: string,
    path: string,
    options?: {
      body?: unknown;
      token?: string;
      scheme?: 'JWT' | 'Bearer';
      headers?: Record<string, string>;
      rawBody?: string | Uint8Array;
      /** A file sent as the body itself, with its media type (an import). */
      file?: { bytes: Uint8Array; type: string };
      /** The answer's body as bytes (a file), not text. */
      binary?: boolean;
    },
  ): Promise<ApiResponse>;
  close(): Promise<void>;
}

/**
 * A fresh database, the real PostgreSQL event store, the router on an ephemeral port, and the demo seed;
 * the clock starts at `start` (default 2026-03-01 18:00 in Japan); `config` overrides the API's settings.
 */
export async function startHarness(
  options: { start?: Date; paymentGateway?: PaymentGateway; config?: Partial<CommandApiConfig> } = {},
): Promise<Harness> {
  const db = await createTestDatabase('fc_cmd');
  const store = await createPostgresEventStore(db.url, { poolSize: 5 });
  const clock = manualClock(options.start);
  const mailer = outboxMailer();
  const blobStore = new PostgresBlobStore({ url: db.url });
  // The read models that deleting an office or a car and the plan limits consult, kept by their real projections.
  const readStore = new PostgresReadStore({ url: db.url });
  const projections = await startProjections({
    eventStore: store,
    readStore,
    projections: allProjections.filter((projection) =>
      ['offices', 'cars', 'drivers', 'managers', 'company_devices', 'device_registry'].includes(projection.name),
    ),
  });
  const deps: CommandApiDeps = {
    eventStore: store,
    blobStore,
    readStore,
    clock,
    ids: uuidIds,
    mailer,
    paymentGateway: options.paymentGateway,
    config: {
      ...defaultCommandApiConfig,
      jwtSecret: 'test-secret-that-is-at-least-32-bytes-long!',
      publicUrl: 'http://app.test',
      ...options.config,
    },
  };
  const app = express();
  app.set('trust proxy', 'loopback');
  app.use('/api/v1', createCommandApi(deps));
  app.use((_req, res) => {
    res.status(404).json({ operation: 'error', error: { key: 'Errors.NotFound', status: 404 } });
  });
  const server: Server = createServer(app);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  const seed = await seedDemo(deps);

  return {
    db,
    store,
    clock,
    mailer,
    deps,
    seed,
    base,
    async call(method, path, options = {}) {
      const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
      if (options.token) headers.authorization = `${options.scheme ?? 'JWT'} ${options.token}`;
      let body: string | Uint8Array | undefined = options.rawBody;
      if (options.file) {
        headers['content-type'] = options.file.type;
        body = options.file.bytes;
      } else if (options.body !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(options.body);
      } else if (body !== undefined) headers['content-type'] ??= 'application/json';
      const response = await fetch(base + path, { method, headers, body: body as string | Buffer | undefined });
      if (options.binary) return { status: response.status, body: Buffer.from(await response.arrayBuffer()), headers: response.headers };
      const text = await response.text();
      // Pages and scripts (the API reference) come back as text.
      const json = (response.headers.get('content-type') ?? '').includes('json');
      return { status: response.status, body: text ? (json ? JSON.parse(text) : text) : undefined, headers: response.headers };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await projections.stop();
      await readStore.close();
      await blobStore.close();
      await store.close();
      await db.drop();
    },
  };
}

export const login = async (h: Harness, username: string, password: string, admin = false) => {
  const response = await h.call('POST', admin ? '/auth/admin-login' : '/auth/login', { body: { username, password } });
  if (response.status !== 200) throw new Error(`login ${username} failed: ${JSON.stringify(response.body)}`);
  return response.body.data as { token: string; refreshToken: string; _id: string; company: { _id: string } | null };
};

/**
 * A company of its own, signed up and verified, and its manager's login: a test that changes or locks a
 * manager changes its own, whatever ran before it. `tag` makes the addresses unique within the harness.
 */
export async function registeredManager(h: Harness, tag: string) {
  const companyEmail = `company-${tag}@example.com`;
  const email = `manager-${tag}@example.com`;
  const password = 'secret-pass-1';
  const register = await h.call('POST', '/auth/register', { body: registerBody(companyEmail, email, password) });
  if (register.status !== 201) throw new Error(`sign-up of ${email} failed: ${JSON.stringify(register.body)}`);
  // The verification code goes to the person who signed up.
  const verified = await h.call('POST', '/auth/verify-email', { body: { auth: h.mailer.lastTokenTo(email) } });
  if (verified.status !== 200) throw new Error(`verification of ${email}'s sign-up failed: ${JSON.stringify(verified.body)}`);
  const user = (await login(h, email, password)) as Awaited<ReturnType<typeof login>> & { username: string };
  return { ...user, email, password, companyEmail };
}

/** Count of every committed event in the harness's store: "nothing appended" is this number staying put. */
export const eventCount = (h: Pick<Harness, 'db'>): Promise<number> => committedEventCount(h.db.url);

export const officeBody = (name = '名古屋営業所') => ({
  name,
  phone: '052-111-2222',
  fax: '',
  postcode: '450-0002',
  prefectures: '愛知県',
  municipalities: '名古屋市中村区',
  town: '名駅1-1',
  buildings: '',
});

export const managerBody = (email: string) => ({
  firstName: '健',
  lastName: '伊藤',
  spellingFirstName: 'ケン',
  spellingLastName: 'イトウ',
  email,
  phone: '09011112222',
});

/** `car` must be a car of the calling manager's company (a driver references it, see car/commands.ts). */
export const driverBody = (car: string, office: string | null = null) => ({
  firstName: '四郎',
  lastName: '渡辺',
  spellingFirstName: 'シロウ',
  spellingLastName: 'ワタナベ',
  DOB: '-',
  expirationDate: '2029-01-31',
  licenseType: '1',
  car,
  driverLicense: '123456789012',
  email: '',
  image: null,
  mobile: '090-1234-5678',
  office,
});

export const carBody = (office: string, overrides: Record<string, unknown> = {}) => ({
  number: '品川 300 あ 99-01',
  model: 'Hiace',
  type: 'Van',
  chassisNo: 'TRH200-9999',
  production: '2022-04',
  inspection: '2027-03-31',
  insurance: '2027-09-30',
  office,
  ...overrides,
});

export const companyBody = (email: string, name = 'Beta Logistics') => ({
  name,
  email,
  phone: '03-5555-6666',
  fax: '',
  employeeCount: 5,
  carCount: 3,
  postcode: '105-0011',
  prefectures: '東京都',
  municipalities: '港区',
  town: '芝公園4-2',
  buildings: '',
});

export const registerBody = (companyEmail: string, managerEmail: string, password = 'secret-pass-1') => ({
  company: companyBody(companyEmail),
  manager: {
    name: { lastName: '中村', firstName: '誠' },
    spelling: { lastName: 'ナカムラ', firstName: 'マコト' },
    email: managerEmail,
    mobile: '08099998888',
    password,
  },
  language: 'en',
});
