/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read as arbitrary JSON */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { createLogger, mailOutboxCollection } from '@fleetcheck/platform';
import { createTestDatabase, type TestDatabase } from '@fleetcheck/platform/testing';
import { localEnvSchema } from '../../src/local/env';
import { startLocalSystem, type LocalSystem } from '../../src/local/system';
import { DEMO_LOGINS, ensurePlanRoom } from '../../src/simulate/fleet-access';
import { eventually } from './eventually';
import { companyBody } from './request-bodies';

/*
 * The whole local profile on one port, on its own database, seeded with the demo admin and company, and the
 * few calls every system-level test makes: JSON requests, sign-ins, the last mailed code, a second company.
 */
export interface Answer {
  status: number;
  /** `content-type` without parameters. */
  type: string;
  body: any;
}
export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** `manual` to see a redirect itself rather than where it leads. */
  redirect?: 'follow' | 'manual';
}
export interface Session {
  token: string;
  refreshToken: string;
  _id: string;
  company: { _id: string } | null;
}

export interface SeededSystem {
  system: LocalSystem;
  /** `http://127.0.0.1:<port>/api/v1` */
  api: string;
  /** The profile's data directory (its JWT secret, its blobs). */
  dataDir: string;
  call(method: string, route: string, options?: CallOptions): Promise<Answer>;
  /** Signs in; throws unless 200. */
  login(username: string, password: string, admin?: boolean): Promise<Session>;
  /** Raises the demo company's plan (as the admin, on its behalf) so that `more` cars and rented detectors fit. */
  ensureDemoPlanRoom(more: { cars?: number; devices?: number }): Promise<void>;
  /** The demo company's first manager. */
  demoManager(): Promise<Session>;
  /** The platform admin. */
  demoAdmin(): Promise<Session>;
  /** The demo company's first driver on the driver's phone app (issue 34); the manager gives them a new password first. */
  demoDriver(): Promise<Session>;
  /** The `auth=` code of the newest mail to `to`. */
  lastCodeTo(to: string): Promise<string>;
  /** Registers and verifies another company; signs its manager in. */
  registerCompany(options: { name: string; domain: string; password?: string }): Promise<Session>;
  stop(): Promise<void>;
}

/** One JSON call below `api` (`http://host:port/api/v1`), as the system-level tests make it. */
export async function callApi(
  api: string,
  method: string,
  route: string,
  { token, body, headers = {}, redirect }: CallOptions = {},
): Promise<Answer> {
  // One id per call, sent again on the retry below: the server records an auditor's read once per request id.
  const sent: Record<string, string> = { accept: 'application/json', 'x-correlation-id': randomUUID(), ...headers };
  if (token) sent.authorization = `JWT ${token}`;
  if (body !== undefined && !sent['content-type']) sent['content-type'] = 'application/json';
  const send = () =>
    fetch(`${api}${route}`, {
      method: method.toUpperCase(),
      headers: sent,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      redirect,
    });
  // A kept-alive connection the server closed while a test computed for longer than its keep-alive timeout
  // (5 s) resets on reuse: a GET changes nothing, so it is sent again once on a fresh connection.
  const res = await send().catch((error: unknown) => {
    const reset = (error as { cause?: { code?: string } }).cause?.code === 'ECONNRESET';
    if (reset && method.toUpperCase() === 'GET') return send();
    throw error;
  });
  const type = (res.headers.get('content-type') ?? '').split(';')[0]!.trim();
  const raw = Buffer.from(await res.arrayBuffer());
  let parsed: unknown = raw;
  if (type === 'application/json') parsed = raw.length ? JSON.parse(raw.toString('utf8')) : undefined;
  else if (type.startsWith('text/')) parsed = raw.toString('utf8');
  return { status: res.status, type, body: parsed };
}

export async function startSeededSystem(
  name: string,
  options: {
    workers?: boolean;
    logLevel?: string;
    logDestination?: Writable;
    env?: Record<string, string>;
    /** The system's clock (a test moves it to expire a token); the real one by default. */
    clock?: { now(): Date };
    /**
     * The address the helpers' own sign-ins come from (X-Forwarded-For, loopback trusted as the proxy): a test that
     * sends failed sign-ins on purpose (the fuzz walk) does not use up the sign-in limit its helpers sign in under.
     */
    signInFrom?: string;
  } = {},
): Promise<SeededSystem> {
  const db: TestDatabase = await createTestDatabase(`fc_${name.replace(/\W/g, '_')}`);
  const dataDir = await mkdtemp(path.join(tmpdir(), `fc-${name}-`));
  const level = options.logLevel ?? 'silent';
  const env = localEnvSchema.parse({
    DATABASE_URL: db.url,
    FLEETCHECK_DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: level,
    ...(options.signInFrom ? { TRUST_PROXY: 'loopback' } : {}),
    ...options.env,
  });
  const logger = createLogger({ level: level as never, name, destination: options.logDestination });
  const system = await startLocalSystem(env, logger, { workers: options.workers ?? false, clock: options.clock });
  const api = `${system.url}/api/v1`;

  const call = (method: string, route: string, options?: CallOptions) => callApi(api, method, route, options);
  const signInHeaders = options.signInFrom ? { 'x-forwarded-for': options.signInFrom } : undefined;
  async function login(username: string, password: string, admin = false): Promise<Session> {
    const res = await call('POST', admin ? '/auth/admin-login' : '/auth/login', { body: { username, password }, headers: signInHeaders });
    if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data as Session;
  }
  async function lastCodeTo(to: string): Promise<string> {
    const outbox = system.stores.readStore.collection(mailOutboxCollection);
    const [mail] = await outbox.findMany({ filter: { to }, sort: [{ field: 'createdAt', order: 'desc' }], limit: 1 });
    const match = mail && /auth=([^\s"&<]+)/.exec(mail.text);
    if (!match) throw new Error(`no code mailed to ${to}`);
    return decodeURIComponent(match[1]!);
  }
  async function registerCompany({
    name: company,
    domain,
    password = 'other-company-pass-1',
  }: {
    name: string;
    domain: string;
    password?: string;
  }) {
    const registered = await call('POST', '/auth/register', {
      body: {
        company: companyBody(company, domain),
        manager: {
          name: { lastName: '中村', firstName: '誠' },
          spelling: { lastName: 'ナカムラ', firstName: 'マコト' },
          email: `boss@${domain}`,
          mobile: '08099998888',
          password,
        },
        language: 'en',
      },
    });
    if (registered.status !== 201) throw new Error(`register ${company}: ${registered.status} ${JSON.stringify(registered.body)}`);
    const verified = await call('POST', '/auth/verify-email', { body: { auth: await lastCodeTo(`boss@${domain}`) } });
    if (verified.status !== 200) throw new Error(`verify ${company}: ${verified.status} ${JSON.stringify(verified.body)}`);
    return login(`boss@${domain}`, password);
  }

  return {
    system,
    api,
    dataDir,
    call,
    login,
    demoManager: () => login(DEMO_LOGINS.managerUsername, DEMO_LOGINS.managerPassword),
    async ensureDemoPlanRoom(more) {
      const manager = await login(DEMO_LOGINS.managerUsername, DEMO_LOGINS.managerPassword);
      const admin = await login(DEMO_LOGINS.adminUsername, DEMO_LOGINS.adminPassword, true);
      await ensurePlanRoom(call, { adminToken: admin.token, managerToken: manager.token, companyId: manager.company!._id }, more);
    },
    demoAdmin: () => login(DEMO_LOGINS.adminUsername, DEMO_LOGINS.adminPassword, true),
    async demoDriver() {
      const manager = await login(DEMO_LOGINS.managerUsername, DEMO_LOGINS.managerPassword);
      // The seed's drivers are listed once the read model has them (the system may have just started).
      const first = await eventually('the demo drivers to be listed', async () => {
        const listed = await call('GET', '/driver?page=1&limit=1', { token: manager.token });
        return (listed.body?.docs?.[0]?._id as string | undefined) ?? undefined;
      });
      const reset = await call('PATCH', '/driver/driver-reset-password', { token: manager.token, body: { id: first } });
      const { username, password } = reset.body.data as { username: string; password: string };
      const res = await call('POST', '/auth/driver-login', { body: { username, password }, headers: signInHeaders });
      if (res.status !== 200) throw new Error(`driver login ${username}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.data as Session;
    },
    lastCodeTo,
    registerCompany,
    async stop() {
      await system.stop();
      await db.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
