import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjections, replayProjections } from '../src';
import { company, driver, ev, office, testResult } from './fixtures';
import { freshStores, snapshot } from './helpers';

/*
 * Issue 35: given a record confirmed live on a video call -> its document states the items the confirmation
 * stated (remote, by camera, the checker, the visual check, 指示事項), the call it rests on and the decision.
 */
const yamada = { managerId: 'm1', name: '山田 太郎' };
const visualCheck = { faceColour: 'normal', breathSmell: 'normal', voice: 'normal', remark: null };
let stores: Awaited<ReturnType<typeof freshStores>>;
let built: Awaited<ReturnType<typeof snapshot>>;

beforeAll(async () => {
  stores = await freshStores();
  const recorded = testResult('ca', 't1', 'd1', 0, '2025-01-10T00:00:00.000Z');
  const ids = { testResultId: 't1', companyId: 'ca' };
  const contact = {
    method: 'video_in_app',
    callId: 'k1',
    startedAt: '2025-01-10T00:02:00.000Z',
    endedAt: '2025-01-10T00:04:00.000Z',
    driver: { driverId: 'd1', name: '山田 花子' },
    manager: yamada,
  };
  for (const { stream, events } of [company('ca', 'Alpha'), office('ca', 'oa', 'Tokyo'), driver('ca', 'd1', '山田', 'oa')]) {
    await stores.eventStore.appendToStream(stream, events);
  }
  await stores.eventStore.appendToStream(recorded.stream, [
    ...recorded.events,
    ev(
      'LiveCallRequested',
      { ...ids, callId: 'k1', driver: contact.driver, officeId: 'oa', requestedAt: '2025-01-10T00:01:30.000Z' },
      'ca',
    ),
    ev('LiveCallAnswered', { ...ids, callId: 'k1', manager: yamada, answeredAt: '2025-01-10T00:02:00.000Z' }, 'ca'),
    ev('LiveCallEnded', { ...ids, callId: 'k1', reason: 'confirmed', endedBy: 'manager', endedAt: '2025-01-10T00:04:00.000Z' }, 'ca'),
    ev(
      'LiveConfirmationRecorded',
      { ...ids, contact, visualCheck, instructions: '安全運転で', checkedAt: '2025-01-10T00:04:00.000Z' },
      'ca',
    ),
    ev(
      'TestResultConfirmed',
      { ...ids, decision: 'confirmed', comment: null, manager: yamada, decidedAt: '2025-01-10T00:04:00.000Z' },
      'ca',
    ),
  ]);
  // A second record: its call k2 rings (open), its call k3 was answered and is still on.
  const other = testResult('ca', 't2', 'd1', 0, '2025-01-10T01:00:00.000Z');
  const ids2 = { testResultId: 't2', companyId: 'ca' };
  await stores.eventStore.appendToStream(other.stream, [
    ...other.events,
    ev(
      'LiveCallRequested',
      { ...ids2, callId: 'k2', driver: contact.driver, officeId: 'oa', requestedAt: '2025-01-10T01:01:00.000Z' },
      'ca',
    ),
    ev('LiveCallEnded', { ...ids2, callId: 'k2', reason: 'unanswered', endedBy: 'system', endedAt: '2025-01-10T01:02:00.000Z' }, 'ca'),
    ev(
      'LiveCallRequested',
      { ...ids2, callId: 'k3', driver: contact.driver, officeId: 'oa', requestedAt: '2025-01-10T01:03:00.000Z' },
      'ca',
    ),
    ev(
      'LiveCallRequested',
      { ...ids2, callId: 'k4', driver: contact.driver, officeId: null, requestedAt: '2025-01-10T01:04:00.000Z' },
      'ca',
    ),
    ev('LiveCallAnswered', { ...ids2, callId: 'k4', manager: yamada, answeredAt: '2025-01-10T01:04:10.000Z' }, 'ca'),
  ]);
  // Two more records whose day closed with no live confirmation (issue 35 item 5); t4 was confirmed live later.
  const missedAt = { date: '2025-01-10', cutoffAt: '2025-01-10T14:00:00.000Z' };
  for (const id of ['t3', 't4']) {
    const missed = testResult('ca', id, 'd1', 0, '2025-01-10T02:00:00.000Z');
    await stores.eventStore.appendToStream(missed.stream, [
      ...missed.events,
      ev('LiveConfirmationMissed', { testResultId: id, companyId: 'ca', ...missedAt }, 'ca'),
    ]);
  }
  await stores.eventStore.appendToStream(testResult('ca', 't4', 'd1', 0, '2025-01-10T02:00:00.000Z').stream, [
    ev(
      'LiveConfirmationRecorded',
      {
        testResultId: 't4',
        companyId: 'ca',
        contact: { ...contact, callId: 'k9', startedAt: '2025-01-10T15:00:00.000Z', endedAt: '2025-01-10T15:02:00.000Z' },
        visualCheck,
        instructions: null,
        checkedAt: '2025-01-10T15:02:00.000Z',
      },
      'ca',
    ),
  ]);
  await replayProjections({ ...stores, projections: allProjections });
  built = await snapshot(stores.readStore, allProjections);
});
afterAll(() => stores?.close());

describe('given a record confirmed live on a video call', () => {
  it('then its document states the confirmation items, the call it rests on and the decision', () => {
    const doc = built.test_results!.find((d) => (d as { _id: string })._id === 't1');
    expect(doc).toMatchObject({
      method: 'remote',
      remoteMethod: 'video',
      checker: yamada,
      visualCheck,
      instructions: '安全運転で',
      confirmationStatus: 'confirmed',
      confirmation: { decision: 'confirmed', manager: yamada, decidedAt: '2025-01-10T00:04:00.000Z' },
      liveConfirmation: {
        method: 'video_in_app',
        callId: 'k1',
        startedAt: '2025-01-10T00:02:00.000Z',
        endedAt: '2025-01-10T00:04:00.000Z',
        manager: yamada,
        checkedAt: '2025-01-10T00:04:00.000Z',
      },
    });
  });
});

describe('given calls that ended, one ringing and one answered', () => {
  it('then the open calls are kept, ringing or answered, and the ended ones are gone', () => {
    expect(built.live_calls).toEqual([
      {
        _id: 'k3',
        companyId: 'ca',
        testResultId: 't2',
        driver: { driverId: 'd1', name: '山田 花子' },
        officeId: 'oa',
        requestedAt: '2025-01-10T01:03:00.000Z',
        status: 'ringing',
      },
      {
        _id: 'k4',
        companyId: 'ca',
        testResultId: 't2',
        driver: { driverId: 'd1', name: '山田 花子' },
        officeId: null,
        requestedAt: '2025-01-10T01:04:00.000Z',
        status: 'answered',
      },
    ]);
  });
});

describe('given driver-app checks whose day closed with no live confirmation (issue 35 item 5)', () => {
  const doc = (id: string) => built.test_results!.find((d) => (d as { _id: string })._id === id);
  it('then the record is listed as incomplete, lacking its live confirmation, with the cut-off it missed', () => {
    expect(doc('t3')).toMatchObject({
      liveConfirmationMissed: { date: '2025-01-10', cutoffAt: '2025-01-10T14:00:00.000Z' },
      // The fixture's record also names no 確認者 and no vehicle.
      missingItems: ['checker', 'noVehicleReason', 'liveConfirmation'],
      incomplete: true,
    });
  });
  it('then a live confirmation made later is no longer missing, and the missed cut-off stays said', () => {
    expect(doc('t4')).toMatchObject({
      liveConfirmationMissed: { date: '2025-01-10', cutoffAt: '2025-01-10T14:00:00.000Z' },
      // The confirmation names the 確認者; only the vehicle stays missing.
      missingItems: ['noVehicleReason'],
      incomplete: true,
      liveConfirmation: { callId: 'k9', checkedAt: '2025-01-10T15:02:00.000Z' },
    });
  });
});
