import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  LOOKUP_LIST_LIMIT,
  adminCompanyListResponseSchema,
  adminDeviceListResponseSchema,
  commandAcceptedSchema,
  deviceSecretAcceptedSchema,
  type AdminDevicePayload,
} from '@fleetcheck/contracts';
import type { ApiClient } from '../../../api/apiClient';
import { loadedFreshMs } from '../../../api/ensureLoaded';
import { pageSize, type ListSearch } from '../../../components/list/listSearch';
import type { Language } from '../../../i18n/language';
import { useServices } from '../../../session/ServicesContext';
import { companyKeys } from '../../admin-companies/api/companyApi';

export const adminDeviceKeys = {
  all: ['admin-device'] as const,
  list: (search: ListSearch, language: Language) => ['admin-device', 'list', search, language] as const,
};

export function adminDeviceListQuery(api: ApiClient, search: ListSearch, language: Language) {
  return queryOptions({
    queryKey: adminDeviceKeys.list(search, language),
    queryFn: () =>
      api.get('/admin/device', {
        query: { page: search.page, limit: pageSize, language, query: search.query, sort: search.sort },
        schema: adminDeviceListResponseSchema,
      }),
    placeholderData: keepPreviousData,
    staleTime: loadedFreshMs,
  });
}

/** The companies a device can be assigned to, as {value, label} options. */
export function companyOptionsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: [...companyKeys.all, 'options'] as const,
    queryFn: async () => {
      const page = await api.get('/admin/company', {
        query: { page: 1, limit: LOOKUP_LIST_LIMIT, sort: 'name' },
        schema: adminCompanyListResponseSchema,
      });
      return page.docs.map((company) => ({ value: company._id, label: company.name }));
    },
  });
}

export function useAdminDeviceCommands() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  // A device's company changes that company's device count and list too.
  const onSettled = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminDeviceKeys.all }),
      queryClient.invalidateQueries({ queryKey: companyKeys.all }),
    ]);
  return {
    create: useMutation({
      mutationFn: (payload: AdminDevicePayload) => api.post('/admin/device', { body: payload, schema: deviceSecretAcceptedSchema }),
      onSettled,
    }),
    update: useMutation({
      mutationFn: ({ id, payload, version }: { id: string; payload: AdminDevicePayload; version: number }) =>
        api.put(`/admin/device/${id}`, { body: payload, schema: commandAcceptedSchema, ifMatch: version }),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: ({ id, version }: { id: string; version: number }) => api.delete(`/admin/device/${id}`, { ifMatch: version }),
      onSettled,
    }),
    /** Back to stock: no company rents it any more (only then can it be deleted). */
    unassign: useMutation({
      mutationFn: ({ id, version }: { id: string; version: number }) =>
        api.post(`/admin/device/${id}/unassign`, { schema: commandAcceptedSchema, ifMatch: version }),
      onSettled,
    }),
  };
}
