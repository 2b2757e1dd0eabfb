import { timingSafeEqual } from 'node:crypto';
import type { App } from '../app';
import { hashOpaqueToken, streamIdOf } from '../auth/tokens';
import { loadStream } from '../shared/command-handler';
import { registeredDeviceAggregate } from '@fleetcheck/domain/device-registry/decider';
import { registeredDeviceStream } from '@fleetcheck/domain/device-registry/stream';

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
 * presents, or undefined for anything else (unknown, rotated away, malformed). One stream read.
 */
export async function verifyDeviceSecret(app: Pick<App, 'store'>, presented: string): Promise<AuthenticatedDevice | undefined> {
  const deviceId = streamIdOf(presented);
  if (!deviceId) return undefined;
  const { state } = await loadStream(app.store, registeredDeviceStream(deviceId), registeredDeviceAggregate);
  if (state.status !== 'Registered') return undefined;
  const expected = Buffer.from(state.device.secretHash);
  const actual = Buffer.from(hashOpaqueToken(presented));
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return undefined;
  return {
    deviceId,
    serialNo: state.device.details.serialNo,
    model: state.device.details.model,
    companyId: state.device.companyId,
    status: state.device.details.status,
    regDate: state.device.details.regDate,
  };
}
