import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { failedJobListResponseSchema, jobRetriedResponseSchema, outboxListResponseSchema } from '@fleetcheck/contracts';
import type { ApiClient } from '../../../api/apiClient';
import { ensureLoaded, loadedFreshMs } from '../../../api/ensureLoaded';
import type { AppServices } from '../../../session/services';
import { pageSize, type ListSearch } from '../../../components/list/listSearch';
import { useServices } from '../../../session/ServicesContext';

export const operationsKeys = {
  failedJobs: ['operations', 'failed-jobs'] as const,
  outbox: (search: ListSearch) => ['operations', 'outbox', search] as const,
};

export function failedJobsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: operationsKeys.failedJobs,
    queryFn: () => api.get('/admin/jobs/failed', { schema: failedJobListResponseSchema }),
    refetchInterval: 10_000,
    staleTime: loadedFreshMs,
  });
}

export function outboxQuery(api: ApiClient, search: ListSearch) {
  return queryOptions({
    queryKey: operationsKeys.outbox(search),
    queryFn: () =>
      api.get('/admin/mail-outbox', {
        query: { page: search.page, limit: pageSize, query: search.query },
        schema: outboxListResponseSchema,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: 10_000,
    staleTime: loadedFreshMs,
  });
}

/** The operations route's loader: the failed jobs and the page of the mail outbox shown. */
export const loadOperations = ({ api, queryClient }: Pick<AppServices, 'api' | 'queryClient'>, search: ListSearch) =>
  ensureLoaded(
    () => queryClient.ensureQueryData(failedJobsQuery(api)),
    () => queryClient.ensureQueryData(outboxQuery(api, search)),
  );

export function useRetryJob() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ queue, id }: { queue: string; id: string }) =>
      api.post(`/admin/jobs/${encodeURIComponent(queue)}/${encodeURIComponent(id)}/retry`, { schema: jobRetriedResponseSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: operationsKeys.failedJobs }),
  });
}
