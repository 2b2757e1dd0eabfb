import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { checkBoardResponseSchema, commandAcceptedSchema, testResultListResponseSchema } from '@fleetcheck/contracts';
import type { ApiClient } from '../../../api/apiClient';
import { ensureLoaded, loadedFreshMs } from '../../../api/ensureLoaded';
import type { AppServices } from '../../../session/services';
import { useServices } from '../../../session/ServicesContext';

export const checkBoardKey = (date: string, office: string | undefined) => ['check-board', date, office ?? null] as const;

/** `&office=<id>` when one office is chosen, else nothing (the whole company). */
const officeParam = (office: string | undefined) => (office ? `&office=${encodeURIComponent(office)}` : '');

/** GET /check-board?date[&office]: each driver's before- and after-driving check of a Japanese business day. */
export function checkBoardQuery(api: ApiClient, date: string, office: string | undefined) {
  return queryOptions({
    queryKey: checkBoardKey(date, office),
    queryFn: () => api.get(`/check-board?date=${date}${officeParam(office)}`, { schema: checkBoardResponseSchema }),
    staleTime: loadedFreshMs,
  });
}

/** The check board route's loader: the day's board (of one office, or the whole company) in the cache before the page shows. */
export const loadCheckBoard = ({ api, queryClient }: Pick<AppServices, 'api' | 'queryClient'>, date: string, office: string | undefined) =>
  ensureLoaded(() => queryClient.ensureQueryData(checkBoardQuery(api, date, office)));

/** Marks a driver off duty for the day, or back on duty; the board reads it back. */
export function useDriverDuty(date: string) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ driverId, onDuty }: { driverId: string; onDuty: boolean }) =>
      api.post(`/driver/${driverId}/duty`, { body: { date, onDuty }, schema: commandAcceptedSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['check-board'] }),
  });
}

const INCOMPLETE_PAGE_SIZE = 10;

/**
 * GET /test-result?completeness=incomplete[&offices]: the records lacking an item the law asks for (a detector's
 * upload is kept so), whatever day they were taken, newest first, until a manager completes them by a correction.
 */
export function incompleteRecordsQuery(api: ApiClient, office: string | undefined, page: number) {
  return queryOptions({
    // Under 'test-result': a correction invalidates it with the record's detail.
    queryKey: ['test-result', 'incomplete', office ?? null, page] as const,
    queryFn: () =>
      api.get('/test-result', {
        query: { completeness: 'incomplete', page, limit: INCOMPLETE_PAGE_SIZE, ...(office ? { offices: office } : {}) },
        schema: testResultListResponseSchema,
      }),
    placeholderData: keepPreviousData,
    staleTime: loadedFreshMs,
  });
}
