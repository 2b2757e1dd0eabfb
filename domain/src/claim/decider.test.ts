import type { CarNumberClaimEvent, ReservationEvent } from '@fleetcheck/contracts';
import { describe, it } from 'vitest';
import { spec } from '../../test/support/decider-spec';
import { carNumberClaimAggregate } from '../car/number-claim';
import { serialClaimAggregate } from '../device-registry/serial-claim';
import { reservationAggregate } from '../reservation/decider';

const car = (carId: string, number = '品川 300 あ 12-34') => ({ companyId: 'c1', number, carId });
// Claims are recorded in normalised form: trimmed, inner spaces collapsed, lower case.
const claimed = (carId: string): CarNumberClaimEvent => ({
  type: 'CarNumberClaimed',
  data: { companyId: 'c1', number: '品川 300 あ 12-34', carId },
});
const released = (carId: string): CarNumberClaimEvent => ({
  type: 'CarNumberReleased',
  data: { companyId: 'c1', number: '品川 300 あ 12-34', carId },
});
const claim = (carId: string, orphanedHolder: string | null = null, number?: string) => ({
  type: 'ClaimValue' as const,
  data: { claim: car(carId, number), orphanedHolder },
});
const release = (carId: string) => ({ type: 'ReleaseValue' as const, data: { claim: car(carId) } });
const numbers = spec(carNumberClaimAggregate.decider);

describe('Unique claim decider (car numbers)', () => {
  it('ClaimValue claims a free value in its normalised form', () =>
    numbers
      .given([])
      .when(claim('k1', null, '  品川  300 あ 12-34 '))
      .then([claimed('k1')]));
  it('ClaimValue claims a released value', () =>
    numbers
      .given([claimed('k1'), released('k1')])
      .when(claim('k2'))
      .then([claimed('k2')]));
  it('ClaimValue by the holder changes nothing', () =>
    numbers
      .given([claimed('k1')])
      .when(claim('k1'))
      .then([]));
  it('ClaimValue refuses a value another holds', () =>
    numbers
      .given([claimed('k1')])
      .when(claim('k2'))
      .thenError('Errors.CarNumberTaken'));
  it('ClaimValue takes over from the holder found no longer holding it (a registration a crash cut short)', () =>
    numbers
      .given([claimed('k1')])
      .when(claim('k2', 'k1'))
      .then([claimed('k2')]));
  it('ClaimValue does not take over when the orphan named is not the holder (someone claimed it meanwhile)', () =>
    numbers
      .given([claimed('k1'), released('k1'), claimed('k3')])
      .when(claim('k2', 'k1'))
      .thenError('Errors.CarNumberTaken'));
  it('ReleaseValue frees the holder’s value', () =>
    numbers
      .given([claimed('k1')])
      .when(release('k1'))
      .then([released('k1')]));
  it('ReleaseValue leaves another holder’s value alone', () =>
    numbers
      .given([claimed('k1')])
      .when(release('k2'))
      .then([]));
  it('ReleaseValue of a free value changes nothing', () =>
    numbers
      .given([claimed('k1'), released('k1')])
      .when(release('k1'))
      .then([]));
});

describe('Unique claim decider: each scope refuses with its own key', () => {
  const reservation = (ownerId: string, scope: 'username' | 'manager-email') => ({
    scope,
    value: scope === 'username' ? 'taro' : 'taro@example.com',
    ownerKind: 'manager' as const,
    ownerId,
  });
  const reserved = (ownerId: string, scope: 'username' | 'manager-email'): ReservationEvent => ({
    type: 'UniqueValueReserved',
    data: reservation(ownerId, scope),
  });
  const reservations = spec(reservationAggregate.decider);
  it('a username', () =>
    reservations
      .given([reserved('m1', 'username')])
      .when({ type: 'ClaimValue', data: { claim: reservation('m2', 'username'), orphanedHolder: null } })
      .thenError('Errors.UsernameTaken'));
  it('an e-mail', () =>
    reservations
      .given([reserved('m1', 'manager-email')])
      .when({ type: 'ClaimValue', data: { claim: reservation('m2', 'manager-email'), orphanedHolder: null } })
      .thenError('Errors.EmailTaken'));
  it('a detector serial', () => {
    const serial = (deviceId: string) => ({ scope: 'registry' as const, serialNo: 'SN-001', deviceId, companyId: null });
    spec(serialClaimAggregate.decider)
      .given([{ type: 'SerialNoClaimed', data: { ...serial('d1'), serialNo: 'sn-001' } }])
      .when({ type: 'ClaimValue', data: { claim: serial('d2'), orphanedHolder: null } })
      .thenError('Errors.SerialNoTaken');
  });
});
