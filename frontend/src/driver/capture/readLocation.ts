import type { LocationAnswer } from '../../machines/driver-check/checkMachine';

const TIMEOUT_MS = 15_000;

/** The phone's position (the browser asks the driver's consent), or why there is none. */
export function readLocation(): Promise<LocationAnswer> {
  return new Promise((resolve) => {
    if (!('geolocation' in navigator)) {
      resolve({ missing: 'unavailable' });
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ location: { latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy } }),
      (error) =>
        resolve({ missing: error.code === error.PERMISSION_DENIED ? 'denied' : error.code === error.TIMEOUT ? 'timeout' : 'unavailable' }),
      { enableHighAccuracy: true, timeout: TIMEOUT_MS, maximumAge: 60_000 },
    );
  });
}
