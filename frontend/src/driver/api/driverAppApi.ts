import type { CurrentUser, TokenData } from '@fleetcheck/contracts';
import { driverRequest } from './driverApi';
import type { CheckLocation, CheckTiming, LocationMissingReason } from '../../machines/driver-check/checkDraft';

// TODO(contract): these shapes are replaced by the contracts' driver-app schemas' types once branch driver-api has them.
export interface DriverHome {
  readonly driver: { readonly id: string; readonly name: string };
  readonly office: { readonly name: string; readonly startTime: string | null; readonly cutOff: string | null } | null;
  readonly defaultVehicle: string | null;
  readonly cars: readonly { readonly id: string; readonly label: string }[];
  readonly detectors: readonly { readonly id: string; readonly label: string }[];
  readonly today: readonly DriverCheckSummary[];
  readonly reminder: { readonly message: string } | null;
}

export interface DriverCheckSummary {
  readonly id: string;
  readonly timing: CheckTiming;
  readonly result: number;
  readonly failed: boolean;
  readonly phoneTime: string;
  readonly offline: boolean;
  readonly status: string;
}

export interface StoredPhoto {
  readonly photo: string;
  readonly sha256: string;
}

export interface CheckRequest {
  readonly id: string;
  readonly timing: CheckTiming;
  readonly vehicle: string | null;
  readonly noVehicleReason: string | null;
  readonly detector: string;
  readonly result: number;
  readonly displayPhoto: string;
  readonly facePhoto: string;
  readonly location: CheckLocation | null;
  readonly locationMissingReason: LocationMissingReason | null;
  readonly phoneTime: string;
  readonly offline: boolean;
}

export const signInDriver = (username: string, password: string) =>
  driverRequest<CurrentUser & TokenData>('/auth/driver-login', { method: 'POST', body: { username, password }, anonymous: true });

export const fetchDriverHome = (onSessionLost?: () => void) => driverRequest<DriverHome>('/driver-app/home', {}, onSessionLost);

export const uploadDriverPhoto = (photo: Blob) => driverRequest<StoredPhoto>('/driver-app/photos', { method: 'POST', body: photo });

export const postDriverCheck = (check: CheckRequest) =>
  driverRequest<{ failed: boolean }>('/driver-app/checks', { method: 'POST', body: check });

export const signOutDriver = () => driverRequest<unknown>('/auth/logout');
