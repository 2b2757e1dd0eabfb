import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { commandAcceptedSchema, testResultDetailResponseSchema, type ConfirmationDecision } from '@fleetcheck/contracts';
import type { ApiClient } from '../../../api/apiClient';
import { useServices } from '../../../session/ServicesContext';

export const testResultDetailKey = (id: string) => ['test-result', 'detail', id] as const;

/** GET /test-result/:id: every item, the confirmation and the correction history. */
export function testResultDetailQuery(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: testResultDetailKey(id),
    queryFn: () => api.get(`/test-result/${id}`, { schema: testResultDetailResponseSchema }),
  });
}

/** A manager confirms the record or returns it with a comment; the detail, the lists and the check board read it back. */
export function useConfirmation(id: string) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { decision: ConfirmationDecision; comment: string | null }) =>
      api.post(`/test-result/${id}/confirmation`, { body, schema: commandAcceptedSchema }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['test-result'] }),
        queryClient.invalidateQueries({ queryKey: ['check-board'] }),
      ]),
  });
}
