import { addDays, businessDay } from '@fleetcheck/domain/calendar/business-day';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitedAuditor } from '../support/auditors';
import { eventually } from '../support/eventually';
import { clockFrom, noonInJapanTomorrow } from '../support/pinned-clock';
import { companyBody, officeBody } from '../support/request-bodies';
import { startSeededSystem, type SeededSystem, type Session } from '../support/seeded-system';

/*
 * Issue 22 item 4: the access log. On the first day the admin edits company B on the admin pages; on the next
 * day an admin opens a session on the demo company's behalf, creates an office in it and signs out, which ends
 * that session. Admins and auditors read every on-behalf session (which admin, which company, from when to
 * when, what it changed) and every admin change, filtered by company and by period (Japan days); an auditor
 * only within their scope, a manager not at all.
 */
let sys: SeededSystem;
let demo: string;
let other: Session;
let reader: Session;
const start = clockFrom(noonInJapanTomorrow());
let ahead = 0;
const clock = { now: () => new Date(start.now().getTime() + ahead) };
const day0 = businessDay(start.now());
const day1 = addDays(day0, 1);
let adminId = '';
/** When the on-behalf session was opened and when the admin signed out (which ended it). */
let opened = '';
let signedOut = '';

interface LogChange {
  at: string;
  adminId: string;
  adminName: string;
  companyId: string | null;
  companyName: string | null;
  onBehalf: boolean;
  eventType: string;
}
interface LogSession {
  adminId: string;
  adminName: string;
  companyId: string;
  companyName: string | null;
  startedAt: string;
  endedAt: string | null;
  changes: LogChange[];
}
interface Log {
  sessions: LogSession[];
  changes: LogChange[];
  truncated: boolean;
}

async function log(query: string, token = reader.token): Promise<Log> {
  const answer = await sys.call('GET', `/audit/access-log${query}`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as Log;
}

beforeAll(async () => {
  sys = await startSeededSystem('access_log', { clock });
  demo = (await sys.demoManager()).company!._id;
  other = await sys.registerCompany({ name: 'B記録運輸', domain: 'b-log.example' });
  const admin = await sys.demoAdmin();
  adminId = admin._id;
  const edited = await sys.call('PUT', `/admin/company/${other.company!._id}`, {
    token: admin.token,
    body: companyBody('B記録運輸 改', 'b-log.example'),
  });
  expect(edited.status, JSON.stringify(edited.body)).toBe(200);

  ahead = 24 * 3_600_000;
  const second = await sys.demoAdmin();
  opened = clock.now().toISOString();
  const onBehalf = await sys.call('POST', '/auth/getAccessOnBehalf', { token: second.token, body: { company: demo } });
  expect(onBehalf.status).toBe(200);
  const office = await sys.call('POST', '/office', { token: onBehalf.body.data.token, body: officeBody('監査ログ営業所') });
  expect(office.status, JSON.stringify(office.body)).toBe(201);
  ahead += 10 * 60_000;
  signedOut = clock.now().toISOString();
  expect((await sys.call('GET', '/auth/logout', { token: second.token })).status).toBe(200);
  ahead += 10 * 60_000;
  reader = await sys.demoAdmin();
  // The log is a read model: wait until the projection has seen the sign-out.
  await eventually('the ended on-behalf session in the access log', async () => {
    const { sessions } = await log(`?company=${demo}&from=${day1}&to=${day1}`);
    return sessions[0]?.endedAt ? true : undefined;
  });
}, 180_000);
afterAll(async () => {
  await sys?.stop();
});

const types = (changes: readonly LogChange[]) => [...new Set(changes.map((c) => c.eventType))].sort();

describe('the access log', () => {
  it("shows the on-behalf session of the company's day: which admin, from when to when, and what it changed", async () => {
    const { sessions, changes, truncated } = await log(`?company=${demo}&from=${day1}&to=${day1}`);
    expect(sessions).toHaveLength(1);
    const [session] = sessions;
    expect(session).toMatchObject({
      adminId,
      adminName: 'FleetCheck Admin',
      companyId: demo,
      companyName: 'デモ運輸株式会社',
    });
    // From when the admin opened it (the system clock, within the few seconds the calls took) to the sign-out.
    expect(Math.abs(Date.parse(session!.startedAt) - Date.parse(opened))).toBeLessThan(30_000);
    expect(Math.abs(Date.parse(session!.endedAt!) - Date.parse(signedOut))).toBeLessThan(30_000);
    expect(types(session!.changes)).toContain('OfficeCreated');
    expect(session!.changes.every((c) => c.onBehalf && c.adminId === adminId && c.companyId === demo)).toBe(true);
    // The same changes are in the company's list of admin changes, and nothing else happened there that day.
    expect(types(changes)).toEqual(types(session!.changes));
    expect(truncated).toBe(false);
  });

  it('shows a change made on the admin pages under the company changed, not under another', async () => {
    const b = other.company!._id;
    const { sessions, changes } = await log(`?company=${b}`);
    expect(sessions).toEqual([]);
    expect(changes.map((c) => [c.eventType, c.onBehalf, c.adminId, c.companyName])).toEqual([
      ['CompanyDetailsUpdated', false, adminId, 'B記録運輸 改'],
    ]);
    expect(businessDay(changes[0]!.at)).toBe(day0);
    const demoLog = await log(`?company=${demo}`);
    expect(demoLog.changes.filter((c) => c.eventType === 'CompanyDetailsUpdated')).toEqual([]);
  });

  it('filters by period: the first day holds only the edit, the second only the session', async () => {
    const first = await log(`?from=${day0}&to=${day0}`);
    expect(first.sessions).toEqual([]);
    expect(first.changes.filter((c) => c.companyId === other.company!._id).map((c) => c.eventType)).toEqual(['CompanyDetailsUpdated']);
    expect(first.changes.filter((c) => c.companyId === demo && c.onBehalf)).toEqual([]);

    const second = await log(`?from=${day1}`);
    expect(second.sessions.map((s) => s.companyId)).toEqual([demo]);
    expect(second.changes.filter((c) => c.companyId === other.company!._id)).toEqual([]);
    // Both days, newest first: the session's changes come before the edit.
    const both = await log(`?from=${day0}&to=${day1}`);
    const order = both.changes.map((c) => c.eventType);
    expect(order.indexOf('OfficeCreated')).toBeLessThan(order.indexOf('CompanyDetailsUpdated'));

    const backwards = await sys.call('GET', `/audit/access-log?from=${day1}&to=${day0}`, { token: reader.token });
    expect([backwards.status, backwards.body.error.key]).toEqual([400, 'Errors.Invalid']);
    expect((await sys.call('GET', '/audit/access-log?from=yesterday', { token: reader.token })).status).toBe(400);
  });

  it('lets an auditor read the companies of their scope only, and a manager not at all', async () => {
    const { session } = await invitedAuditor(sys, reader.token, {
      email: 'log@audit.example',
      scope: { kind: 'companies', companyIds: [demo] },
      accessEndsOn: addDays(day1, 5),
    });
    const own = await log(`?company=${demo}&from=${day1}&to=${day1}`, session.token);
    expect(own.sessions.map((s) => [s.adminId, s.companyId, s.endedAt !== null])).toEqual([[adminId, demo, true]]);
    // Without a company: the scope's companies only (B's edit is not there).
    const scoped = await log('', session.token);
    expect(scoped.sessions.every((s) => s.companyId === demo)).toBe(true);
    expect(scoped.changes.length).toBeGreaterThan(0);
    expect(scoped.changes.every((c) => c.companyId === demo)).toBe(true);
    const outside = await sys.call('GET', `/audit/access-log?company=${other.company!._id}`, { token: session.token });
    expect([outside.status, outside.body.error.key]).toEqual([403, 'Errors.Forbidden']);

    const manager = await sys.demoManager();
    expect((await sys.call('GET', `/audit/access-log?company=${demo}`, { token: manager.token })).status).toBe(403);
    expect((await sys.call('GET', '/audit/access-log')).status).toBe(401);
  });
});
