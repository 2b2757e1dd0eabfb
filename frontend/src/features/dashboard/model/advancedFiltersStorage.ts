import { z } from 'zod';
import { TEST_STATUS_FILTERS } from '@fleetcheck/contracts';
import type { AdvancedFilters } from './dashboardSearch';

const advancedFiltersSchema = z.object({
  drivers: z.array(z.string()).catch([]),
  offices: z.array(z.string()).catch([]),
  testStatus: z.enum(TEST_STATUS_FILTERS).catch('all'),
});

export const ADVANCED_FILTERS_KEY = 'advancedFilters';

/** Local storage of the advanced filters; unreadable or foreign content counts as nothing stored. */
export interface AdvancedFiltersStorage {
  read(): AdvancedFilters | undefined;
  write(filters: AdvancedFilters): void;
  clear(): void;
}

export function advancedFiltersStorage(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined = globalThis.localStorage,
): AdvancedFiltersStorage {
  return {
    read() {
      try {
        const raw = storage?.getItem(ADVANCED_FILTERS_KEY);
        if (!raw) return undefined;
        const parsed = advancedFiltersSchema.safeParse(JSON.parse(raw));
        return parsed.success ? parsed.data : undefined;
      } catch {
        return undefined;
      }
    },
    write(filters) {
      try {
        storage?.setItem(ADVANCED_FILTERS_KEY, JSON.stringify(filters));
      } catch (error) {
        // Private mode or a full quota: the filters still work for this visit through the address.
        console.warn('Could not keep the dashboard filters', error);
      }
    },
    clear() {
      try {
        storage?.removeItem(ADVANCED_FILTERS_KEY);
      } catch (error) {
        console.warn('Could not clear the dashboard filters', error);
      }
    },
  };
}
