import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservationStream } from '@fleetcheck/domain/reservation/decider';
import { startHarness, type Harness } from '../../test/assets/api-harness';
import { driverBody } from '../../test/support/api-harness';
import { findReservation, releaseUnique, reserveUnique } from './reservations';
import { pastTheClaimGrace as pastTheGrace } from '../../test/support/claim-grace';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('reservations a crash stranded', () => {
  it('a username reserved for a driver that was never created is taken over after the grace; a driver’s own never', async () => {
    const stranded = { ownerKind: 'driver' as const, ownerId: 'driver-never-created' };
    const next = { ownerKind: 'driver' as const, ownerId: 'driver-next' };
    expect(await reserveUnique(h.store, 'username', 'd10000001', stranded, h.ctx.metadata())).toBe(true);
    expect(await reserveUnique(h.store, 'username', 'd10000001', next, h.ctx.metadata())).toBe(false);
    expect(await pastTheGrace(() => reserveUnique(h.store, 'username', 'd10000001', next, h.ctx.metadata()))).toBe(true);
    // Now `next` holds it (the stranded owner cannot take it back within the grace), yet names no account.
    expect(await reserveUnique(h.store, 'username', 'd10000001', stranded, h.ctx.metadata())).toBe(false);
    expect(await findReservation(h.store, 'username', 'd10000001')).toBeUndefined();

    const created = await h.call('POST', '/driver', { token: h.tokens.managerA, body: driverBody(await carOfA(), h.officeA) });
    expect(created.status).toBe(201);
    const username = created.body.data.username as string;
    expect((await findReservation(h.store, 'username', username))?.reservation.ownerKind).toBe('driver');
    expect(await pastTheGrace(() => reserveUnique(h.store, 'username', username, next, h.ctx.metadata()))).toBe(false);
  });

  it('a manager e-mail reserved by an edit that never landed is taken over after the grace', async () => {
    const manager = (await h.store.readAll({ filter: { eventTypes: ['ManagerCreated'] } }))[0]!.data as { managerId: string };
    const owner = { ownerKind: 'manager' as const, ownerId: manager.managerId };
    expect(await reserveUnique(h.store, 'manager-email', 'edit-cut-short@example.com', owner, h.ctx.metadata())).toBe(true);
    const other = { ownerKind: 'manager' as const, ownerId: 'manager-next' };
    expect(await reserveUnique(h.store, 'manager-email', 'edit-cut-short@example.com', other, h.ctx.metadata())).toBe(false);
    expect(await pastTheGrace(() => reserveUnique(h.store, 'manager-email', 'edit-cut-short@example.com', other, h.ctx.metadata()))).toBe(
      true,
    );
  });

  it('a claim sent as likely new (no read first) still finds a value held, released or already its own', async () => {
    const first = { ownerKind: 'driver' as const, ownerId: 'driver-likely-new-1' };
    const second = { ownerKind: 'driver' as const, ownerId: 'driver-likely-new-2' };
    const likelyNew = (owner: typeof first) =>
      reserveUnique(h.store, 'username', 'd20000002', owner, h.ctx.metadata(), { likelyNew: true });
    expect(await likelyNew(first)).toBe(true);
    // The stream exists now: the unread append is refused, and the claim is decided on the stream as read.
    expect(await likelyNew(second)).toBe(false);
    expect(await likelyNew(first)).toBe(true);
    await releaseUnique(h.store, 'username', 'd20000002', first, h.ctx.metadata());
    expect(await likelyNew(second)).toBe(true);
    expect(await reserveUnique(h.store, 'username', 'd20000002', first, h.ctx.metadata())).toBe(false);
    const claims = await h.store.readStream(reservationStream('username', 'd20000002'));
    expect(claims.map((event) => event.type)).toEqual(['UniqueValueReserved', 'UniqueValueReleased', 'UniqueValueReserved']);
  });
});

async function carOfA(): Promise<string> {
  const created = await h.call('POST', '/car', {
    token: h.tokens.managerA,
    body: {
      number: '予約 300 あ 1',
      model: 'Hiace',
      type: 'Van',
      chassisNo: 'TRH200-0001',
      production: '2020-04',
      inspection: '2027-04-01',
      insurance: '2027-03-31',
      office: h.officeA,
    },
  });
  return created.body.data.id as string;
}
