import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { failedJobListResponseSchema, jobRetriedResponseSchema, outboxListResponseSchema } from '@fleetcheck/contracts';
import type { ApiClient } from '../../api/apiClient';
import { pageSize, type ListSearch } from '../../components/list/listSearch';
import { useServices } from '../../session/ServicesContext';

export const operationsKeys = {
  failedJobs: ['operations', 'failed-jobs'] as const,
  outbox: (search: ListSearch) => ['operations', 'outbox', search] as const,
};

export function failedJobsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: operationsKeys.failedJobs,
    queryFn: () => api.get('/admin/jobs/failed', { schema: failedJobListResponseSchema }),
    refetchInterval: 10_000,
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
  });
}

export function useRetryJob() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ queue, id }: { queue: string; id: string }) =>
      api.post(`/admin/jobs/${encodeURIComponent(queue)}/${encodeURIComponent(id)}/retry`, { schema: jobRetriedResponseSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: operationsKeys.failedJobs }),
  });
}
