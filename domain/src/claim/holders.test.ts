import { describe, expect, it } from 'vitest';
import type { AdminState } from '../admin/decider';
import type { AuditorState } from '../auditor/decider';
import type { CarState } from '../car/decider';
import { carHoldsNumber } from '../car/number-claim';
import type { CompanyState } from '../company/decider';
import type { CompanyDeviceState } from '../device/decider';
import type { RegisteredDeviceState } from '../device-registry/decider';
import { deviceHoldsSerial } from '../device-registry/serial-claim';
import type { DriverState } from '../driver/decider';
import type { ManagerState } from '../manager/decider';
import { ownerHoldsValue, type Reservation } from '../reservation/decider';

/*
 * Whether a claim's holder, as its own stream says, still has the claimed value: the rule that decides when a
 * claim a crash stranded may be taken over. The states below carry only the fields the rule reads.
 */
const stateOf = <S>(state: unknown): S => state as S;

describe('a car holds its number', () => {
  const claim = { companyId: 'c1', number: '品川 300 あ 12-34', carId: 'car1' };
  const car = (status: 'Active' | 'Deleted', number: string, companyId = 'c1') =>
    stateOf<CarState>({ status, carId: 'car1', companyId, details: { number } });
  it('while registered in that company with that number, spaces and case aside', () => {
    expect(carHoldsNumber(claim, car('Active', '品川 300 あ 12-34'))).toBe(true);
    expect(carHoldsNumber(claim, car('Active', ' 品川  300 あ 12-34 '))).toBe(true);
  });
  it('not once deleted, renumbered, in another company, or never registered', () => {
    expect(carHoldsNumber(claim, car('Deleted', '品川 300 あ 12-34'))).toBe(false);
    expect(carHoldsNumber(claim, car('Active', '品川 300 あ 99-99'))).toBe(false);
    expect(carHoldsNumber(claim, car('Active', '品川 300 あ 12-34', 'c2'))).toBe(false);
    expect(carHoldsNumber(claim, { status: 'None' })).toBe(false);
  });
});

describe('a detector holds its serial', () => {
  const registry = { scope: 'registry' as const, serialNo: 'AC-1', deviceId: 'd1', companyId: null };
  const listed = { scope: 'company' as const, serialNo: 'AC-1', deviceId: 'd1', companyId: 'c1' };
  const registered = (status: 'Registered' | 'Deregistered', serialNo: string, companyId: string | null = null) =>
    stateOf<RegisteredDeviceState>({ status, device: { deviceId: 'd1', companyId, details: { serialNo } } });
  const own = (status: 'Active' | 'Removed', serialNo: string, companyId = 'c1') =>
    stateOf<CompanyDeviceState>({ status, deviceId: 'd1', companyId, details: { serialNo, model: 2 } });
  it('in the registry while registered with it, rented or in stock', () => {
    expect(deviceHoldsSerial(registry, { scope: 'registry', state: registered('Registered', 'ac-1') })).toBe(true);
    expect(deviceHoldsSerial(registry, { scope: 'registry', state: registered('Registered', 'AC-1', 'c1') })).toBe(true);
    expect(deviceHoldsSerial(registry, { scope: 'registry', state: registered('Deregistered', 'AC-1') })).toBe(false);
    expect(deviceHoldsSerial(registry, { scope: 'registry', state: registered('Registered', 'AC-2') })).toBe(false);
    expect(deviceHoldsSerial(registry, { scope: 'registry', state: { status: 'None' } })).toBe(false);
  });
  it("on a company's list while listed there with it", () => {
    expect(deviceHoldsSerial(listed, { scope: 'company', state: own('Active', 'AC-1') })).toBe(true);
    expect(deviceHoldsSerial(listed, { scope: 'company', state: own('Removed', 'AC-1') })).toBe(false);
    expect(deviceHoldsSerial(listed, { scope: 'company', state: own('Active', 'AC-1', 'c2') })).toBe(false);
    expect(deviceHoldsSerial(listed, { scope: 'company', state: own('Active', 'AC-2') })).toBe(false);
    expect(deviceHoldsSerial(listed, { scope: 'company', state: { status: 'None' } })).toBe(false);
  });
  it('never across scopes', () => {
    expect(deviceHoldsSerial(listed, { scope: 'registry', state: registered('Registered', 'AC-1') })).toBe(false);
    expect(deviceHoldsSerial(registry, { scope: 'company', state: own('Active', 'AC-1') })).toBe(false);
  });
});

describe('an account holds its username or e-mail', () => {
  const reservation = (scope: Reservation['scope'], value: string, ownerKind: Reservation['ownerKind']): Reservation => ({
    scope,
    value,
    ownerKind,
    ownerId: 'o1',
  });
  it('a driver its username while not deleted', () => {
    const driver = (status: 'Active' | 'Deleted') => stateOf<DriverState>({ status, account: { username: 'D10000001' } });
    expect(ownerHoldsValue(reservation('username', 'd10000001', 'driver'), { ownerKind: 'driver', state: driver('Active') })).toBe(true);
    expect(ownerHoldsValue(reservation('username', 'd10000001', 'driver'), { ownerKind: 'driver', state: driver('Deleted') })).toBe(false);
    expect(ownerHoldsValue(reservation('username', 'd10000002', 'driver'), { ownerKind: 'driver', state: driver('Active') })).toBe(false);
  });
  it('a manager its username and login e-mail while not deleted, the e-mail only as it is now', () => {
    const manager = (status: 'Active' | 'Deleted', email: string) =>
      stateOf<ManagerState>({ status, account: { username: 'boss', profile: { email } }, resetTokens: [] });
    const owner = (state: ManagerState) => ({ ownerKind: 'manager' as const, state });
    expect(ownerHoldsValue(reservation('username', 'boss', 'manager'), owner(manager('Active', 'a@x.jp')))).toBe(true);
    expect(ownerHoldsValue(reservation('manager-email', 'a@x.jp', 'manager'), owner(manager('Active', 'A@x.jp')))).toBe(true);
    // An edit to a new address that a crash cut short: the old one is still held, the new one not.
    expect(ownerHoldsValue(reservation('manager-email', 'new@x.jp', 'manager'), owner(manager('Active', 'a@x.jp')))).toBe(false);
    expect(ownerHoldsValue(reservation('manager-email', 'a@x.jp', 'manager'), owner(manager('Deleted', 'a@x.jp')))).toBe(false);
    expect(ownerHoldsValue(reservation('company-email', 'a@x.jp', 'manager'), owner(manager('Active', 'a@x.jp')))).toBe(false);
  });
  it('a company its e-mail, verified or not, until deleted', () => {
    const company = (status: 'Unverified' | 'Active' | 'Deleted') =>
      stateOf<CompanyState>({ status, companyId: 'o1', details: { email: 'office@x.jp' }, pendingTokens: [] });
    const holds = (status: 'Unverified' | 'Active' | 'Deleted') =>
      ownerHoldsValue(reservation('company-email', 'office@x.jp', 'company'), { ownerKind: 'company', state: company(status) });
    expect([holds('Unverified'), holds('Active'), holds('Deleted')]).toEqual([true, true, false]);
  });
  it('an admin its username; an auditor their e-mail (their login) until revoked', () => {
    const admin = stateOf<AdminState>({ status: 'Active', account: { username: 'admin' } });
    expect(ownerHoldsValue(reservation('username', 'admin', 'admin'), { ownerKind: 'admin', state: admin })).toBe(true);
    expect(ownerHoldsValue(reservation('username', 'admin', 'admin'), { ownerKind: 'admin', state: { status: 'None' } })).toBe(false);
    const auditor = (status: 'Invited' | 'Active' | 'Revoked') => stateOf<AuditorState>({ status, account: { email: 'Audit@x.jp' } });
    const holds = (status: 'Invited' | 'Active' | 'Revoked') =>
      ownerHoldsValue(reservation('username', 'audit@x.jp', 'auditor'), { ownerKind: 'auditor', state: auditor(status) });
    expect([holds('Invited'), holds('Active'), holds('Revoked')]).toEqual([true, true, false]);
  });
  it('never for an owner of another kind than the reservation names', () => {
    const driver = stateOf<DriverState>({ status: 'Active', account: { username: 'boss' } });
    expect(ownerHoldsValue(reservation('username', 'boss', 'manager'), { ownerKind: 'driver', state: driver })).toBe(false);
  });
});
