import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { testResultListResponseSchema } from '@fleetcheck/contracts';
import type { ApiClient } from '../../../api/apiClient';
import { ensureLoaded, loadedFreshMs } from '../../../api/ensureLoaded';
import type { AppServices } from '../../../session/services';

const PAGE_SIZE = 20;

/**
 * GET /test-result?confirmation=returned: the records a manager returned, whatever day they were taken, until
 * they are corrected (a correction asks for a new decision), newest first.
 */
export function returnedRecordsQuery(api: ApiClient, page: number) {
  return queryOptions({
    // Under 'test-result': a confirmation or a correction invalidates it with the record's detail.
    queryKey: ['test-result', 'returned', page] as const,
    queryFn: () =>
      api.get('/test-result', { query: { confirmation: 'returned', page, limit: PAGE_SIZE }, schema: testResultListResponseSchema }),
    placeholderData: keepPreviousData,
    staleTime: loadedFreshMs,
  });
}

export const loadReturnedRecords = ({ api, queryClient }: Pick<AppServices, 'api' | 'queryClient'>, page: number) =>
  ensureLoaded(() => queryClient.ensureQueryData(returnedRecordsQuery(api, page)));
