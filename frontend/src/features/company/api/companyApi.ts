import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { commandAcceptedSchema, companyProfileResponseSchema, type CompanyForm } from '@fleetcheck/contracts';
import type { ApiClient } from '../../../api/apiClient';
import { ensureLoaded, loadedFreshMs } from '../../../api/ensureLoaded';
import type { AppServices } from '../../../session/services';
import { useServices } from '../../../session/ServicesContext';

export const companyProfileKey = ['auth', 'company-profile'] as const;

export function companyProfileQuery(api: ApiClient) {
  return queryOptions({
    queryKey: companyProfileKey,
    queryFn: async () => (await api.get('/auth/company-profile', { schema: companyProfileResponseSchema })).data,
    staleTime: loadedFreshMs,
  });
}

/** The company route's loader: the company's details (the page, or registration's first stage, shows them). */
export const loadCompanyProfile = ({ api, queryClient }: Pick<AppServices, 'api' | 'queryClient'>) =>
  ensureLoaded(() => queryClient.ensureQueryData(companyProfileQuery(api)));

/** PUT /auth/company-profile with the whole company form and the version it was read at (If-Match). */
export function useUpdateCompanyProfile() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ company, version }: { company: CompanyForm; version: number }) =>
      api.put('/auth/company-profile', { body: company, schema: commandAcceptedSchema, ifMatch: version }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyProfileKey }),
  });
}
