import { queryOptions } from '@tanstack/react-query';
import { missedChecksResponseSchema } from '@fleetcheck/contracts';
import type { ApiClient } from '../../../api/apiClient';
import { ensureLoaded, loadedFreshMs } from '../../../api/ensureLoaded';
import type { AppServices } from '../../../session/services';

/** GET /check-board/missed?month[&office]: a month's missed checks per driver and office. */
export function missedChecksQuery(api: ApiClient, month: string, office: string | undefined) {
  return queryOptions({
    queryKey: ['check-board', 'missed', month, office ?? null] as const,
    queryFn: () =>
      api.get(`/check-board/missed?month=${month}${office ? `&office=${encodeURIComponent(office)}` : ''}`, {
        schema: missedChecksResponseSchema,
      }),
    staleTime: loadedFreshMs,
  });
}

/** The route's loader: the month in the cache before the page shows. */
export const loadMissedChecks = (
  { api, queryClient }: Pick<AppServices, 'api' | 'queryClient'>,
  month: string,
  office: string | undefined,
) => ensureLoaded(() => queryClient.ensureQueryData(missedChecksQuery(api, month, office)));
