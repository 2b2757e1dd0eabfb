import { createStore, get, set, type UseStore } from 'idb-keyval';
import type { DriverHome } from './driverAppApi';

/** The last home the server gave, so the app opens and a check can be taken with no network (issue 34 item 3). */
let store: UseStore | undefined;
const cacheStore = () => (store ??= createStore('fleetcheck-driver-app-cache', 'home'));

export const cacheHome = (userId: string, home: DriverHome) => set(userId, home, cacheStore());
export const cachedHome = (userId: string) => get<DriverHome>(userId, cacheStore());
