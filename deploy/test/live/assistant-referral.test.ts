/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read as arbitrary JSON */
import { mailOutboxCollection } from '@fleetcheck/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually';
import { managerBody, manualTestBody } from '../support/request-bodies';
import { startSeededSystem, type SeededSystem, type Session } from '../support/seeded-system';

/*
 * Issue 35 item 4, through the HTTP API of the whole local profile (workers on, outbox mailer): a company registers
 * an assistant confirmer (補助者); she confirms a driver's positive result, and the 安全運転管理者 of the driver's
 * office (and the company-wide one) get one dashboard alert and one mail each; the 補助者 herself, the 安全運転管理者
 * of another office and another company get none. Another company's manager is refused the same confirmation.
 */
const REFERRAL_SUBJECT = '【FleetCheck】補助者が酒気帯びを確認 / Alcohol detected, confirmed by an assistant';
/** The seed: 山田 太郎 (東京本社, the demo manager) and 佐藤 花子 (大阪営業所); the driver 鈴木 一郎 is at 東京本社. */
const TOKYO_SDM = 'manager@fleetcheck.example';
const OSAKA_SDM = 'manager2@fleetcheck.example';
const COMPANY_SDM = 'hq-sdm@fleetcheck.example';
const ASSISTANT = 'assistant@fleetcheck.example';

let sys: SeededSystem;
let a: Session;
let b: Session;
let assistant: Session;
let driverId: string;

const mailsTo = async (to: string) =>
  (await sys.system.stores.readStore.collection(mailOutboxCollection).findMany({ filter: { to } })).filter(
    (mail) => mail.subject === REFERRAL_SUBJECT,
  );
const referrals = async (token: string) =>
  ((await sys.call('GET', '/home', { token })).body.data.notifications as any[]).filter(
    (n) => n.type === 'POSITIVE_CONFIRMED_BY_ASSISTANT',
  );

/** A positive check (0.25 mg/l) of 鈴木 一郎 typed in by the demo manager: awaiting confirmation. */
async function positiveRecord(): Promise<string> {
  const recorded = await sys.call('POST', '/test-result', { token: a.token, body: manualTestBody(driverId, null, a._id, 0.25) });
  expect(recorded.status).toBe(201);
  return recorded.body.data.id as string;
}

beforeAll(async () => {
  sys = await startSeededSystem('assistant_referral', { workers: true, logLevel: 'error' });
  a = await sys.demoManager();
  b = await sys.registerCompany({ name: 'B運輸', domain: 'b-assist.example' });
  const offices = await eventually('the demo offices', async () => {
    const listed = await sys.call('GET', '/office?page=1&limit=10', { token: a.token });
    return listed.body?.docs?.length === 2 ? (listed.body.docs as { _id: string; name: string }[]) : undefined;
  });
  const tokyo = offices.find((office) => office.name === '東京本社')!._id;
  driverId = await eventually('the demo driver', async () => {
    const listed = await sys.call('GET', '/driver?page=1&limit=10', { token: a.token });
    return (listed.body?.docs as any[] | undefined)?.find((d) => d.lastName === '鈴木')?._id as string | undefined;
  });
  const added = await sys.call('POST', '/manager', {
    token: a.token,
    body: { ...managerBody(ASSISTANT, { office: tokyo }), confirmerRole: 'assistant' },
  });
  expect(added.status).toBe(201);
  const hq = await sys.call('POST', '/manager', {
    token: a.token,
    body: { ...managerBody(COMPANY_SDM), firstName: '誠', lastName: '本部' },
  });
  expect(hq.status).toBe(201);
  assistant = await sys.login(added.body.data.username, added.body.data.password);
}, 180_000);
afterAll(async () => {
  await sys?.stop();
});

describe('an assistant confirmer (補助者)', () => {
  it('is listed with her role; the managers from before roles are 安全運転管理者', async () => {
    const listed = await eventually('the new managers listed', async () => {
      const page = await sys.call('GET', '/manager?page=1&limit=10', { token: a.token });
      return page.body?.docs?.length === 4 ? (page.body.docs as any[]) : undefined;
    });
    const roleOf = (email: string) => listed.find((m) => m.email === email)?.confirmerRole;
    expect([TOKYO_SDM, OSAKA_SDM, COMPANY_SDM, ASSISTANT].map(roleOf)).toEqual([
      'safe_driving_manager',
      'safe_driving_manager',
      'safe_driving_manager',
      'assistant',
    ]);
  });

  it("confirms a positive result: the office's 安全運転管理者 get one alert and one mail each; another company is refused", async () => {
    const id = await positiveRecord();
    const confirmed = await sys.call('POST', `/test-result/${id}/confirmation`, {
      token: assistant.token,
      body: { decision: 'confirmed' },
    });
    expect(confirmed.status).toBe(200);
    // The same confirmation again is a retry: nothing is referred twice.
    const again = await sys.call('POST', `/test-result/${id}/confirmation`, { token: assistant.token, body: { decision: 'confirmed' } });
    expect(again.status).toBe(200);
    // After the rightful caller succeeded, another company's manager sending the same request is refused as unknown.
    const foreign = await sys.call('POST', `/test-result/${id}/confirmation`, { token: b.token, body: { decision: 'confirmed' } });
    expect(foreign.status).toBe(404);

    // The record keeps who confirmed, as 補助者.
    const detail = await eventually('the confirmation on the record', async () => {
      const read = await sys.call('GET', `/test-result/${id}`, { token: a.token });
      return read.body?.confirmation ? read.body : undefined;
    });
    expect(detail.confirmation.manager).toEqual({ managerId: assistant._id, name: '伊藤 健', role: 'assistant' });

    // A positive result a 安全運転管理者 confirms is referred to nobody.
    const bySdm = await positiveRecord();
    const sdmConfirmed = await sys.call('POST', `/test-result/${bySdm}/confirmation`, { token: a.token, body: { decision: 'confirmed' } });
    expect(sdmConfirmed.status).toBe(200);

    // A second positive result she confirms is the barrier: once its mails are out, the workers have had every
    // chance to (wrongly) refer the first one twice.
    const barrier = await positiveRecord();
    const second = await sys.call('POST', `/test-result/${barrier}/confirmation`, {
      token: assistant.token,
      body: { decision: 'confirmed' },
    });
    expect(second.status).toBe(200);
    await eventually('two referral mails to each 安全運転管理者 of 東京本社 and of the company', async () =>
      (await Promise.all([TOKYO_SDM, COMPANY_SDM].map(mailsTo))).every((mails) => mails.length >= 2) ? true : undefined,
    );

    const alerts = await referrals(a.token);
    expect(alerts.map((n) => n.testResultId).sort()).toEqual([id, barrier].sort());
    expect(alerts.find((n) => n.testResultId === id)).toMatchObject({
      level: 'alert',
      testResult: 0.25,
      driver: { lastName: '鈴木', firstName: '一郎' },
    });
    expect((await mailsTo(TOKYO_SDM)).length).toBe(2);
    expect((await mailsTo(COMPANY_SDM)).length).toBe(2);
    const [mail] = await mailsTo(TOKYO_SDM);
    expect(mail!.text).toContain('運転者: 鈴木 一郎');
    expect(mail!.text).toContain('確認した補助者: 伊藤 健');
    // Not the 補助者 herself, not 大阪営業所's 安全運転管理者, not another company.
    expect(await mailsTo(ASSISTANT)).toEqual([]);
    expect(await mailsTo(OSAKA_SDM)).toEqual([]);
    expect(await mailsTo('boss@b-assist.example')).toEqual([]);
    expect(await referrals(b.token)).toEqual([]);
  });

  it('a 安全運転管理者 confirming is named on the record without a role', async () => {
    const id = await positiveRecord();
    const confirmed = await sys.call('POST', `/test-result/${id}/confirmation`, { token: a.token, body: { decision: 'confirmed' } });
    expect(confirmed.status).toBe(200);
    const read = await eventually('the confirmation on the record', async () => {
      const answer = await sys.call('GET', `/test-result/${id}`, { token: a.token });
      return answer.body?.confirmation ? answer.body : undefined;
    });
    expect(read.confirmation.manager).toEqual({ managerId: a._id, name: '山田 太郎' });
  });
});
