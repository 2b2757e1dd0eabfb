import { queryOptions } from '@tanstack/react-query';
import { profileResponseSchema } from '@fleetcheck/contracts';
import type { ApiClient } from '../../../api/apiClient';
import { ensureLoaded, loadedFreshMs } from '../../../api/ensureLoaded';
import type { AppServices } from '../../../session/services';

export const profileKey = ['auth', 'profile'] as const;

/** GET /auth/profile: the signed-in user (header Profile panel and the settings page). */
export function profileQuery(api: ApiClient) {
  return queryOptions({
    queryKey: profileKey,
    queryFn: async () => (await api.get('/auth/profile', { schema: profileResponseSchema })).data,
    staleTime: loadedFreshMs,
  });
}

/** The settings route's loader: the signed-in user's profile before the page shows. */
export const loadProfile = ({ api, queryClient }: Pick<AppServices, 'api' | 'queryClient'>) =>
  ensureLoaded(() => queryClient.ensureQueryData(profileQuery(api)));
