import { queryOptions } from '@tanstack/react-query';
import { profileResponseSchema } from '@fleetcheck/contracts';
import type { ApiClient } from '../../api/apiClient';

export const profileKey = ['auth', 'profile'] as const;

/** GET /auth/profile: the signed-in user (header Profile panel and the settings page). */
export function profileQuery(api: ApiClient) {
  return queryOptions({
    queryKey: profileKey,
    queryFn: async () => (await api.get('/auth/profile', { schema: profileResponseSchema })).data,
  });
}
