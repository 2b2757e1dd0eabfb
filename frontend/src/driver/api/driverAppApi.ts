import type {
  CurrentUser,
  DriverCheck,
  DriverCheckBody,
  DriverChecks,
  DriverHome,
  DriverPhotoResponse,
  TokenData,
} from '@fleetcheck/contracts';
import { driverRequest } from './driverApi';

export type { DriverCheck, DriverHome };

/** POST /auth/driver-login: the answer is the signed-in driver with the session's tokens. */
export const signInDriver = (username: string, password: string) =>
  driverRequest<CurrentUser & TokenData>('/auth/driver-login', { method: 'POST', body: { username, password }, anonymous: true });

export const fetchDriverHome = (onSessionLost?: () => void) => driverRequest<DriverHome>('/driver-app/home', {}, onSessionLost);

/** POST /driver-app/photos: the raw image; answers the stored photo's id and its SHA-256. */
export const uploadDriverPhoto = (photo: Blob) =>
  driverRequest<DriverPhotoResponse['data']>('/driver-app/photos', { method: 'POST', body: photo });

/** POST /driver-app/checks: idempotent by the phone's id; answers the record as the driver sees it. */
export const postDriverCheck = (check: DriverCheckBody) =>
  driverRequest<DriverCheck>('/driver-app/checks', { method: 'POST', body: check });

export const signOutDriver = () => driverRequest<unknown>('/auth/logout');

/** GET /driver-app/checks?month=YYYY-MM: the driver's own checks of a month (Japan days), newest first. */
export const fetchDriverChecks = (month: string) => driverRequest<DriverChecks>(`/driver-app/checks?month=${encodeURIComponent(month)}`);
