import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api/apiClient';
import { useServices } from '../../session/ServicesContext';
import { pageSize, type ListSearch } from '../../components/list/listSearch';
import { commandAcceptedSchema, officeListResponseSchema, officeResponseSchema } from '@fleetcheck/contracts';
import type { OfficeForm } from './officeSchemas';
import type { Language } from '../../i18n/language';

export const officeKeys = {
  all: ['office'] as const,
  list: (search: ListSearch, language: Language) => ['office', 'list', search, language] as const,
};

export function officeListQuery(api: ApiClient, search: ListSearch, language: Language) {
  return queryOptions({
    queryKey: officeKeys.list(search, language),
    queryFn: () =>
      api.get('/office', {
        query: { page: search.page, limit: pageSize, language, query: search.query, sort: search.sort },
        schema: officeListResponseSchema,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useOfficeCommands() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  // Read-your-writes: every office query is refetched once a command has gone through.
  const onSettled = () => queryClient.invalidateQueries({ queryKey: officeKeys.all });
  return {
    create: useMutation({
      mutationFn: (form: OfficeForm) => api.post('/office', { body: form, schema: officeResponseSchema }),
      onSettled,
    }),
    update: useMutation({
      mutationFn: ({ id, changes }: { id: string; changes: Partial<OfficeForm> }) =>
        api.put(`/office/${id}`, { body: changes, schema: officeResponseSchema.or(commandAcceptedSchema) }),
      onSettled,
    }),
    remove: useMutation({ mutationFn: (id: string) => api.delete(`/office/${id}`), onSettled }),
  };
}
