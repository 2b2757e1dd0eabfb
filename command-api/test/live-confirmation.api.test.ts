import { testResultStream } from '@fleetcheck/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCount, login, registeredManager, startHarness, type Harness } from './support/api-harness';
import { openStream as openStreamAt } from './support/event-stream-reader';

/*
 * Issue 35: live confirmation through the API. A driver calls about their record, the managers' queue (an event
 * stream) rings, the first manager takes the call, the call's signalling is relayed between its two sides, the
 * manager confirms; or a phone code. Each refusal comes after the rightful caller succeeded, and appends nothing.
 */
let h: Harness;
let yamada: string;
/** The seeded first manager's id: the 確認者 a hand entry names. */
let yamadaId: string;
let second: string;
let secondName: string;
let yamadaName: string;
let driver: { token: string; id: string };
let otherCompany: string;

/** An event stream of this harness's API. */
const openStream = (path: string, token: string, lastEventId?: string) => openStreamAt(h.base, path, token, lastEventId);

/** A record of the seeded driver awaiting its manager (a check typed in by the manager). */
async function awaitingRecord(): Promise<string> {
  const answer = await h.call('POST', '/test-result', {
    token: yamada,
    body: {
      driver: driver.id,
      vehicle: null,
      noVehicleReason: '徒歩',
      time: h.clock.now().toISOString(),
      result: 0,
      checkType: 'before_driving',
      method: 'remote',
      remoteMethod: 'video',
      noDetectorReason: '検知器の電池切れ',
      checker: yamadaId,
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.id as string;
}

const visualCheck = { faceColour: 'normal', breathSmell: 'normal', voice: 'normal', remark: null };
const events = async (testResultId: string) => (await h.store.readStream(testResultStream(testResultId))).map((e) => [e.type, e.data]);

beforeAll(async () => {
  h = await startHarness({ start: new Date('2026-04-01T00:00:00.000Z') });
  const managers = h.seed.logins.filter((l) => l.role === 'manager');
  const yamadaLogin = await login(h, managers[0]!.username, managers[0]!.password);
  yamada = yamadaLogin.token;
  yamadaId = yamadaLogin._id;
  yamadaName = managers[0]!.name;
  second = (await login(h, managers[1]!.username, managers[1]!.password)).token;
  secondName = managers[1]!.name;
  const seeded = h.seed.logins.find((l) => l.role === 'driver')!;
  const signedIn = await h.call('POST', '/auth/driver-login', { body: { username: seeded.username, password: seeded.password } });
  driver = { token: signedIn.body.data.token, id: signedIn.body.data._id };
  otherCompany = (await registeredManager(h, 'live-b')).token;
}, 120_000);
afterAll(async () => {
  await h?.close();
});

describe('live confirmation by video in the app', () => {
  it('rings the queue, the first manager takes the call, the second is told who took it, signals cross, the manager confirms', async () => {
    // The other tests move the shared clock on: this one's times are counted from its own start.
    const start = h.clock.now().getTime();
    const at = (seconds: number) => new Date(start + seconds * 1000).toISOString();
    const record = await awaitingRecord();
    const queue = await openStream('/live/queue', yamada);
    expect(queue.status).toBe(200);
    expect(queue.contentType).toContain('text/event-stream');
    await queue.next((m) => m.data.type === 'snapshot');

    const called = await h.call('POST', `/test-result/${record}/live/call`, { token: driver.token, body: {} });
    expect(called.status, JSON.stringify(called.body)).toBe(201);
    // The number the app tells the driver to phone if nobody answers: their office's (the demo driver is in 東京本社).
    expect(called.body.data).toMatchObject({ answerTimeoutSeconds: 60, iceServers: [], officePhone: '03-1111-2222' });
    const callId = called.body.data.callId as string;
    const waiting = await queue.next((m) => m.data.type === 'waiting');
    expect(waiting.data.call).toMatchObject({ callId, testResultId: record, status: 'waiting', driver: { driverId: driver.id } });
    const driverSide = await openStream(`/test-result/${record}/live/call/${callId}/events`, driver.token);

    const taken = await h.call('POST', `/test-result/${record}/live/call/${callId}/answer`, { token: yamada });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    const before = await eventCount(h);
    const late = await h.call('POST', `/test-result/${record}/live/call/${callId}/answer`, { token: second });
    expect(late.status).toBe(409);
    expect(late.body.error).toEqual({ key: 'Errors.CallTaken', status: 409, params: { name: yamadaName } });
    expect(await eventCount(h)).toBe(before);
    expect((await queue.next((m) => m.data.type === 'taken')).data.manager.name).toBe(yamadaName);
    expect((await driverSide.next((m) => m.data.type === 'answered')).data.manager.name).toBe(yamadaName);

    // Signalling: the manager's offer reaches the driver, the driver's answer and candidate reach the manager.
    const managerSide = await openStream(`/test-result/${record}/live/call/${callId}/events`, yamada);
    const offer = { type: 'offer', sdp: 'v=0\r\no=- 46117 2 IN IP4 127.0.0.1\r\ns=-\r\n' };
    expect((await h.call('POST', `/test-result/${record}/live/call/${callId}/signal`, { token: yamada, body: offer })).status).toBe(202);
    expect((await driverSide.next((m) => m.data.type === 'signal')).data).toEqual({ type: 'signal', from: 'manager', signal: offer });
    const candidate = {
      type: 'ice',
      candidate: { candidate: 'candidate:1 1 udp 2122260223 10.0.0.2 50000 typ host', sdpMid: '0', sdpMLineIndex: 0 },
    };
    expect(
      (await h.call('POST', `/test-result/${record}/live/call/${callId}/signal`, { token: driver.token, body: candidate })).status,
    ).toBe(202);
    expect((await managerSide.next((m) => m.data.type === 'signal' && m.data.from === 'driver')).data.signal).toEqual(candidate);
    // A reconnect with Last-Event-ID gets only what came after.
    const seen = managerSide.received.find((m) => m.data.signal?.type === 'ice')!;
    const answerSdp = { type: 'answer', sdp: 'v=0\r\no=- 99 2 IN IP4 127.0.0.1\r\ns=-\r\n' };
    await h.call('POST', `/test-result/${record}/live/call/${callId}/signal`, { token: driver.token, body: answerSdp });
    await managerSide.next((m) => m.data.signal?.type === 'answer');
    const again = await openStream(`/test-result/${record}/live/call/${callId}/events`, yamada, seen.id);
    expect((await again.next((m) => m.data.type === 'signal')).data.signal).toEqual(answerSdp);
    again.close();

    // Refused, after the rightful sides were taken above: another company's manager (404), a manager not on the call (403).
    const refusedBefore = await eventCount(h);
    const foreign = await h.call('POST', `/test-result/${record}/live/call/${callId}/signal`, { token: otherCompany, body: offer });
    expect(foreign.status).toBe(404);
    expect((await openStream(`/test-result/${record}/live/call/${callId}/events`, otherCompany)).status).toBe(404);
    expect((await h.call('POST', `/test-result/${record}/live/call/${callId}/signal`, { token: second, body: offer })).status).toBe(403);
    // A driver cannot confirm (a manager does, below).
    const body = { method: 'video_in_app', callId, visualCheck, instructions: '安全運転で', decision: 'confirmed' };
    const byDriver = await h.call('POST', `/test-result/${record}/live/confirmation`, { token: driver.token, body });
    expect(byDriver.status).toBe(403);
    expect(await eventCount(h)).toBe(refusedBefore);

    h.clock.advance(120);
    const confirmed = await h.call('POST', `/test-result/${record}/live/confirmation`, { token: yamada, body });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect((await driverSide.next((m) => m.data.type === 'ended')).data).toEqual({
      type: 'ended',
      reason: 'confirmed',
      endedBy: 'manager',
    });
    const stream = await events(record);
    expect(stream.map(([type]) => type)).toEqual([
      'TestResultRecorded',
      'LiveCallRequested',
      'LiveCallAnswered',
      'LiveCallEnded',
      'LiveConfirmationRecorded',
      'TestResultConfirmed',
    ]);
    expect(stream[4]![1]).toMatchObject({
      contact: {
        method: 'video_in_app',
        callId,
        startedAt: at(0),
        endedAt: at(120),
        driver: { driverId: driver.id },
        manager: { name: yamadaName },
      },
      checkedAt: at(120),
      instructions: '安全運転で',
    });
    expect(secondName).not.toBe(yamadaName);
    for (const s of [queue, driverSide, managerSide]) s.close();
  });

  it('a call nobody answers in time cannot be taken and ends as unanswered; calling again keeps both attempts', async () => {
    const record = await awaitingRecord();
    const first = await h.call('POST', `/test-result/${record}/live/call`, { token: driver.token, body: {} });
    expect(first.status).toBe(201);
    const callId = first.body.data.callId as string;
    const rangOut = new Date(h.clock.now().getTime() + 60_000).toISOString();
    h.clock.advance(61);
    const before = await eventCount(h);
    const tooLate = await h.call('POST', `/test-result/${record}/live/call/${callId}/answer`, { token: yamada });
    expect(tooLate.body.error.key).toBe('Errors.CallEnded');
    expect(await eventCount(h)).toBe(before);
    expect((await h.call('POST', `/test-result/${record}/live/call/${callId}/end`, { token: driver.token, body: {} })).status).toBe(200);
    const again = await h.call('POST', `/test-result/${record}/live/call`, { token: driver.token, body: {} });
    expect((await h.call('POST', `/test-result/${record}/live/call/${again.body.data.callId}/answer`, { token: yamada })).status).toBe(200);
    const ends = (await events(record)).filter(([type]) => type === 'LiveCallEnded').map(([, data]) => data);
    expect(ends).toEqual([expect.objectContaining({ callId, reason: 'unanswered', endedBy: 'system', endedAt: rangOut })]);
    expect((await events(record)).filter(([type]) => type === 'LiveCallRequested')).toHaveLength(2);
  });
});

describe('live confirmation by phone code', () => {
  it('the driver enters the code in time; wrong, reused and expired codes are refused and append nothing; the manager confirms', async () => {
    const record = await awaitingRecord();
    const issued = await h.call('POST', `/test-result/${record}/live/code`, { token: yamada });
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    const { code, expiresAt } = issued.body.data as { code: string; expiresAt: string };
    expect(code).toMatch(/^\d{6}$/);
    expect(Date.parse(expiresAt) - h.clock.now().getTime()).toBe(10 * 60_000);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const enter = (value: string, token = driver.token) =>
      h.call('POST', `/test-result/${record}/live/code/entry`, { token, body: { code: value } });

    const entered = await enter(code);
    expect(entered.status, JSON.stringify(entered.body)).toBe(200);
    const before = await eventCount(h);
    expect((await enter(wrong)).body.error.key).toBe('Errors.CodeWrong');
    expect((await enter(code)).body.error.key).toBe('Errors.CodeUsed');
    expect((await enter(code, yamada)).status).toBe(403);
    expect(await eventCount(h)).toBe(before);

    const confirmed = await h.call('POST', `/test-result/${record}/live/confirmation`, {
      token: yamada,
      body: { method: 'phone_code', visualCheck, instructions: null, decision: 'confirmed' },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const contact = (await events(record)).find(([type]) => type === 'LiveConfirmationRecorded')![1] as { contact: object };
    expect(contact.contact).toMatchObject({ method: 'phone_code', issuedAt: issued.body.data.issuedAt, driver: { driverId: driver.id } });

    // An expired code, on a record of its own.
    const later = await awaitingRecord();
    const fresh = await h.call('POST', `/test-result/${later}/live/code`, { token: yamada });
    h.clock.advance(10 * 60 + 1);
    const atExpiry = await eventCount(h);
    const expired = await h.call('POST', `/test-result/${later}/live/code/entry`, {
      token: driver.token,
      body: { code: fresh.body.data.code },
    });
    expect(expired.body.error.key).toBe('Errors.CodeExpired');
    expect(await eventCount(h)).toBe(atExpiry);
  });
});
