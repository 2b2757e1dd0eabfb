/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read as arbitrary JSON */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from '@fleetcheck/platform';
import { createTestDatabase, type TestDatabase } from '@fleetcheck/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localEnvSchema } from '../../src/local/env';
import { startLocalSystem, type LocalSystem } from '../../src/local/system';
import { DEMO_LOGINS } from '../../src/simulate/fleet-access';

/*
 * Optimistic concurrency across the whole local profile: the `version` a list read shows (projections ->
 * query-api) is the stream revision command-api answers as ETag and expects back as If-Match, so the edit
 * forms can send what they read and a stale edit or delete is refused with 412 and changes nothing.
 */
const POSITION = 'X-FleetCheck-Position';
let db: TestDatabase;
let dataDir: string;
let system: LocalSystem;
let token: string;
/** The furthest write of this test: reads wait for it (read-your-writes, as the frontend does). */
let position: string | undefined;

interface Answer {
  status: number;
  body: any;
  etag: string | null;
}
async function send(method: string, route: string, options: { body?: unknown; ifMatch?: string; as?: string } = {}): Promise<Answer> {
  const headers: Record<string, string> = { accept: 'application/json', authorization: `JWT ${options.as ?? token}` };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.ifMatch !== undefined) headers['if-match'] = options.ifMatch;
  if (method === 'GET' && position) headers[POSITION] = position;
  const res = await fetch(`${system.url}/api/v1${route}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  if (method !== 'GET' && res.headers.get(POSITION)) position = res.headers.get(POSITION)!;
  return { status: res.status, body: res.status === 204 ? undefined : await res.json(), etag: res.headers.get('etag') };
}
const officeNamed = async (name: string) => {
  const { body } = await send('GET', `/office?page=1&limit=10&query=${encodeURIComponent(name)}`);
  return (body.docs as any[]).find((office) => office.name === name);
};

beforeAll(async () => {
  db = await createTestDatabase('fc_revision');
  dataDir = await mkdtemp(path.join(tmpdir(), 'fc-revision-'));
  const env = localEnvSchema.parse({
    DATABASE_URL: db.url,
    FLEETCHECK_DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
  });
  system = await startLocalSystem(env, createLogger({ level: 'silent', name: 'revision' }), { workers: false });
  const res = await fetch(`${system.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: DEMO_LOGINS.managerUsername, password: DEMO_LOGINS.managerPassword }),
  });
  token = ((await res.json()) as any).data.token;
}, 120_000);
afterAll(async () => {
  await system?.stop();
  await db?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the read models expose the revision command-api checks', () => {
  const office = {
    name: 'Revision Office',
    phone: '03-1111-2222',
    fax: '',
    postcode: '100-0001',
    prefectures: '東京都',
    municipalities: '千代田区',
    town: '丸の内1-1',
    buildings: '',
  };

  it('an office: the listed version is the ETag; an edit with it succeeds, one with a stale version is 412 and changes nothing', async () => {
    const created = await send('POST', '/office', { body: office });
    expect(created.status).toBe(201);
    const listed = await officeNamed(office.name);
    expect(`"${listed.version}"`).toBe(created.etag);

    const edited = await send('PUT', `/office/${listed._id}`, {
      body: { ...office, name: 'Revision Office 2' },
      ifMatch: `"${listed.version}"`,
    });
    expect(edited.status).toBe(200);
    const relisted = await officeNamed('Revision Office 2');
    expect(`"${relisted.version}"`).toBe(edited.etag);
    expect(relisted.version).toBe(listed.version + 1);

    // A second editor still holding the first read: refused, and the stored office is the first editor's.
    const stale = await send('PUT', `/office/${listed._id}`, { body: { ...office, name: 'Overwritten' }, ifMatch: `"${listed.version}"` });
    expect(stale.status).toBe(412);
    expect(stale.body.error.key).toBe('Errors.Conflict');
    const staleDelete = await send('DELETE', `/office/${listed._id}`, { ifMatch: `"${listed.version}"` });
    expect(staleDelete.status).toBe(412);
    expect(await officeNamed('Overwritten')).toBeUndefined();
    expect((await officeNamed('Revision Office 2'))?._id).toBe(listed._id);

    const deleted = await send('DELETE', `/office/${listed._id}`, { ifMatch: `"${relisted.version}"` });
    expect(deleted.status).toBe(200);
  });

  it('a driver: a password reset moves the listed version on with the stream, so a delete with it goes through', async () => {
    const listDrivers = async () => (await send('GET', '/driver?page=1&limit=10')).body.docs as any[];
    const [driver] = await listDrivers();
    const reset = await send('PATCH', '/driver/driver-reset-password', { body: { id: driver._id } });
    expect(reset.status).toBe(200);
    const after = (await listDrivers()).find((candidate) => candidate._id === driver._id);
    expect(after.version).toBe(driver.version + 1);

    expect((await send('DELETE', `/driver/${driver._id}`, { ifMatch: `"${driver.version}"` })).status).toBe(412);
    expect((await send('DELETE', `/driver/${driver._id}`, { ifMatch: `"${after.version}"` })).status).toBe(200);
  });

  it('the company profile: its version is the ETag of the last write, and a stale one is refused', async () => {
    const before = (await send('GET', '/auth/company-profile')).body.data;
    const version: number = before.version;
    const fields = [
      'name',
      'email',
      'phone',
      'fax',
      'employeeCount',
      'carCount',
      'postcode',
      'prefectures',
      'municipalities',
      'town',
      'buildings',
    ];
    const form = Object.fromEntries(fields.map((field) => [field, before[field]]));
    const saved = await send('PUT', '/auth/company-profile', { body: { ...form, phone: '03-9999-0000' }, ifMatch: `"${version}"` });
    expect(saved.status).toBe(200);
    const after = (await send('GET', '/auth/company-profile')).body.data;
    expect(`"${after.version}"`).toBe(saved.etag);
    expect(after.phone).toBe('03-9999-0000');

    const stale = await send('PUT', '/auth/company-profile', { body: { ...form, phone: '03-0000-0000' }, ifMatch: `"${version}"` });
    expect(stale.status).toBe(412);
    expect((await send('GET', '/auth/company-profile')).body.data.phone).toBe('03-9999-0000');
  });

  it('FAQ: a category follows the articles filed under it, and stale edits of a category or an article are 412', async () => {
    const login = await fetch(`${system.url}/api/v1/auth/admin-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: DEMO_LOGINS.adminUsername, password: DEMO_LOGINS.adminPassword }),
    });
    const admin = ((await login.json()) as any).data.token as string;
    const listCategory = async (id: string) =>
      ((await send('GET', '/admin/faq-category?page=1&limit=100', { as: admin })).body.docs as any[]).find((c) => c._id === id);

    const category = { title_en: 'Revisions', title_ja: '版', position: 9 };
    const created = await send('POST', '/admin/faq-category', { body: category, as: admin });
    expect(created.status).toBe(201);
    const categoryId = created.body.data.id as string;
    expect(`"${(await listCategory(categoryId)).version}"`).toBe(created.etag);

    const article = {
      category: categoryId,
      question_en: 'Why?',
      question_ja: 'なぜ？',
      answer_en: '<p>Because.</p>',
      answer_ja: '<p>だから。</p>',
      position: 0,
    };
    const filed = await send('POST', '/admin/faq', { body: article, as: admin });
    expect(filed.status).toBe(201);
    const articleId = filed.body.data.id as string;
    const listedCategory = await listCategory(categoryId);
    // Filing the article is recorded on the category's stream: the creation's ETag is now stale.
    expect(`"${listedCategory.version}"`).not.toBe(created.etag);
    expect(
      (
        await send('PUT', `/admin/faq-category/${categoryId}`, {
          body: { ...category, title_en: 'Stale' },
          ifMatch: created.etag!,
          as: admin,
        })
      ).status,
    ).toBe(412);
    const renamed = await send('PUT', `/admin/faq-category/${categoryId}`, {
      body: { ...category, title_en: 'Revised' },
      ifMatch: `"${listedCategory.version}"`,
      as: admin,
    });
    expect(renamed.status).toBe(200);
    expect((await listCategory(categoryId)).title_en).toBe('Revised');

    const listedArticle = (await send('GET', `/admin/faq/${articleId}`, { as: admin })).body.data;
    expect(`"${listedArticle.version}"`).toBe(filed.etag);
    const edited = await send('PUT', `/admin/faq/${articleId}`, {
      body: { ...article, question_en: 'Why not?' },
      ifMatch: filed.etag!,
      as: admin,
    });
    expect(edited.status).toBe(200);
    const stale = await send('PUT', `/admin/faq/${articleId}`, {
      body: { ...article, question_en: 'Overwritten' },
      ifMatch: filed.etag!,
      as: admin,
    });
    expect(stale.status).toBe(412);
    expect((await send('GET', `/admin/faq/${articleId}`, { as: admin })).body.data.question_en).toBe('Why not?');
  });
});
