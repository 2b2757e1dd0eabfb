import { timingSafeEqual } from 'node:crypto';
import type { App } from '../app';
import { hashOpaqueToken, streamIdOf } from '../auth/tokens';
import type { RegisteredDevice } from '@fleetcheck/domain/device-registry/decider';
import type { DeviceDirectory } from '@fleetcheck/domain/device-registry/directory';

export interface AuthenticatedDevice {
  deviceId: string;
  serialNo: string;
  model: number;
  companyId: string | null;
  /** In service, under maintenance or out of service (DeviceStatuses). */
  status: number;
  /** Registration date 'YYYY-MM-DD'. */
  regDate: string;
}

/**
 * For the detector ingestion endpoint: the device registered (not deregistered) under the secret it
 * presents, or undefined for anything else (unknown, rotated away, malformed). Checked in memory against the
 * device directory the registry events keep current (no read per upload): this process's own deregistrations
 * and rotations are in it before the next check; a refused check is asked again against what is newer, so a
 * device registered a moment ago by another process is not refused for a late notification.
 */
export async function verifyDeviceSecret(app: Pick<App, 'deviceDirectory'>, presented: string): Promise<AuthenticatedDevice | undefined> {
  const deviceId = streamIdOf(presented);
  if (!deviceId) return undefined;
  const actual = Buffer.from(hashOpaqueToken(presented));
  let device: RegisteredDevice | undefined;
  const presentsItsSecret = (directory: DeviceDirectory): boolean => {
    const state = directory.stateOf(deviceId);
    if (state.status !== 'Registered') return false;
    const expected = Buffer.from(state.device.secretHash);
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return false;
    device = state.device;
    return true;
  };
  if (!(await app.deviceDirectory().holds(presentsItsSecret)) || !device) return undefined;
  const { details, companyId } = device;
  return { deviceId, serialNo: details.serialNo, model: details.model, companyId, status: details.status, regDate: details.regDate };
}
