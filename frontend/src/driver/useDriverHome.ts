import { useCallback, useEffect, useState } from 'react';
import { fetchDriverHome, type DriverHome } from './api/driverAppApi';
import { cacheHome, cachedHome } from './api/homeCache';
import { onQueueChanged } from './queue/queueEvents';
import type { DriverSession } from './session/driverSession';

export type HomeState =
  { status: 'loading' } | { status: 'ready'; home: DriverHome; stale: boolean } | { status: 'failed'; error: unknown };

/** The driver's home from the server, or the copy kept from the last visit when the network is missing. */
export function useDriverHome(session: DriverSession, onSessionLost: () => void): [HomeState, () => void] {
  const [state, setState] = useState<HomeState>({ status: 'loading' });
  const load = useCallback(() => {
    fetchDriverHome(onSessionLost)
      .then(async (home) => {
        setState({ status: 'ready', home, stale: false });
        await cacheHome(session.userId, home);
      })
      .catch(async (error: unknown) => {
        const kept = await cachedHome(session.userId).catch(() => undefined);
        setState(kept ? { status: 'ready', home: kept, stale: true } : { status: 'failed', error });
      });
  }, [session.userId, onSessionLost]);
  useEffect(() => {
    load();
    window.addEventListener('online', load);
    const stop = onQueueChanged(load);
    return () => {
      window.removeEventListener('online', load);
      stop();
    };
  }, [load]);
  return [state, load];
}
