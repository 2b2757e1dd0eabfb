import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  COMPANY_LIST_PAGE_SIZE,
  accessOnBehalfResponseSchema,
  adminCompanyListResponseSchema,
  commandAcceptedSchema,
  companyDeviceListResponseSchema,
  companyInvoiceListResponseSchema,
  companyInvoiceResponseSchema,
  type CompanyForm,
} from '@fleetcheck/contracts';
import type { ApiClient } from '../../../api/apiClient';
import { loadedFreshMs } from '../../../api/ensureLoaded';
import type { ListSearch } from '../../../components/list/listSearch';
import type { Language } from '../../../i18n/language';
import { useServices } from '../../../session/ServicesContext';

/** Spec section 9: the company list shows 50 per page by default. */
export const companyPageSize = COMPANY_LIST_PAGE_SIZE;

export const companyKeys = {
  all: ['admin-company'] as const,
  list: (search: ListSearch, language: Language) => ['admin-company', 'list', search, language] as const,
  devices: (companyId: string) => ['admin-company', companyId, 'devices'] as const,
  invoices: (companyId: string) => ['admin-company', companyId, 'invoices'] as const,
};

export function companyListQuery(api: ApiClient, search: ListSearch, language: Language) {
  return queryOptions({
    queryKey: companyKeys.list(search, language),
    queryFn: () =>
      api.get('/admin/company', {
        query: {
          page: search.page,
          limit: companyPageSize,
          language,
          query: search.query,
          sort: search.sort,
        },
        schema: adminCompanyListResponseSchema,
      }),
    placeholderData: keepPreviousData,
    staleTime: loadedFreshMs,
  });
}

export function companyDevicesQuery(api: ApiClient, companyId: string) {
  return queryOptions({
    queryKey: companyKeys.devices(companyId),
    queryFn: () => api.get(`/admin/companyDevice/${companyId}`, { schema: companyDeviceListResponseSchema }),
  });
}

export function companyInvoicesQuery(api: ApiClient, companyId: string) {
  return queryOptions({
    queryKey: companyKeys.invoices(companyId),
    queryFn: () => api.get(`/admin/companyInvoice/${companyId}`, { schema: companyInvoiceListResponseSchema }),
  });
}

export interface InvoicePeriod {
  readonly periodFrom: string;
  readonly periodTo: string;
}

export function useCompanyCommands() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  // Read-your-writes: every admin company query is refetched once a command has gone through.
  const onSettled = () => queryClient.invalidateQueries({ queryKey: companyKeys.all });
  return {
    update: useMutation({
      mutationFn: ({ id, changes, version }: { id: string; changes: Partial<CompanyForm>; version: number }) =>
        api.put(`/admin/company/${id}`, { body: changes, schema: commandAcceptedSchema, ifMatch: version }),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: ({ id, version }: { id: string; version: number }) => api.delete(`/admin/company/${id}`, { ifMatch: version }),
      onSettled,
    }),
    createInvoice: useMutation({
      mutationFn: ({ company, period }: { company: string; period: InvoicePeriod }) =>
        api.post('/admin/companyInvoice', {
          body: { company, ...period },
          schema: companyInvoiceResponseSchema,
        }),
      onSettled,
    }),
    sendInvoice: useMutation({
      mutationFn: ({ id, email }: { id: string; email?: string }) =>
        api.post('/admin/companyInvoice/sendEmail', { body: email ? { id, email } : { id } }),
      onSettled,
    }),
  };
}

/** POST /auth/getAccessOnBehalf: the company's tokens and the user to act as. */
export function requestAccessOnBehalf(api: ApiClient, companyId: string) {
  return api.post('/auth/getAccessOnBehalf', {
    body: { company: companyId },
    schema: accessOnBehalfResponseSchema,
  });
}
