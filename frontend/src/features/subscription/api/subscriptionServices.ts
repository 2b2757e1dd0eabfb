import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { priceQuoteResponseSchema, profileResponseSchema, type CurrentUser } from '@fleetcheck/contracts';
import type { ApiClient } from '../../../api/apiClient';
import { ensureLoaded, loadedFreshMs } from '../../../api/ensureLoaded';
import type { AppServices } from '../../../session/services';
import { useServices } from '../../../session/ServicesContext';
import type { SessionStore } from '../../../session/sessionStore';
import { createSandboxCardTokenizer, createSubscriptionApi, type CardTokenizer, type SubscriptionApi } from '../../../machines';

/** The machines' API and card vault over the app's client (token refresh included). */
export function useSubscriptionDeps(): { api: SubscriptionApi; cards: CardTokenizer } {
  const { api } = useServices();
  return useMemo(() => ({ api: createSubscriptionApi(api), cards: createSandboxCardTokenizer(api) }), [api]);
}

/** The public /simulation page prices through simulationCalc, without a login. */
export function simulationApi(client: ApiClient, base: SubscriptionApi): SubscriptionApi {
  return {
    ...base,
    quote: async (request) =>
      (
        await client.post('/subscription/simulationCalc', {
          body: request,
          schema: priceQuoteResponseSchema,
          anonymous: true,
        })
      ).data,
  };
}

export const currentUserKey = ['auth', 'profile'] as const;

/**
 * The current user with company and subscription. Each fetch also refreshes the session cookie, so the
 * registration flag and the stored expiry follow the plan (the confirmation screen refetches it).
 */
export function currentUserQuery(api: ApiClient, session: SessionStore) {
  return queryOptions({
    queryKey: currentUserKey,
    queryFn: async () => {
      const { data } = await api.get('/auth/profile', { schema: profileResponseSchema });
      rememberUser(session, data);
      return data;
    },
    staleTime: loadedFreshMs,
  });
}

/** The loader of the plan, payment and cancellation routes: the current user with company and subscription. */
export const loadCurrentUser = ({ api, session, queryClient }: Pick<AppServices, 'api' | 'session' | 'queryClient'>) =>
  ensureLoaded(() => queryClient.ensureQueryData(currentUserQuery(api, session)));

export function useCurrentUser() {
  const { api, session } = useServices();
  return useQuery(currentUserQuery(api, session));
}

function rememberUser(session: SessionStore, user: CurrentUser): void {
  const stored = session.readUser();
  if (!stored) return;
  session.writeUser({
    ...stored,
    redirectPage: user.redirectPage,
    subscriptionExpiryDate: user.subscription?.expiryDate ?? undefined,
    companyName: user.company?.name ?? stored.companyName,
    recordsOnly: user.access === 'records-only' ? true : undefined,
  });
}
