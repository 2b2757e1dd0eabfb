import { queryOptions } from '@tanstack/react-query';
import {
  LOOKUP_CACHE_SECONDS,
  LOOKUP_LIST_LIMIT,
  carLookupResponseSchema,
  deviceLookupResponseSchema,
  driverLookupResponseSchema,
  officeLookupResponseSchema,
} from '@fleetcheck/contracts';
import type { z } from 'zod';
import type { ApiClient } from './apiClient';

const lookupSchemas = {
  office: officeLookupResponseSchema,
  car: carLookupResponseSchema,
  driver: driverLookupResponseSchema,
  device: deviceLookupResponseSchema,
};
export type LookupResource = keyof typeof lookupSchemas;
export type LookupResponse<R extends LookupResource> = z.infer<(typeof lookupSchemas)[R]>;

/**
 * The lookup lists of spec section 7 (page 1, limit 1000, cached 240 s). The key starts with the
 * resource, so a feature's invalidation of ['office'] also refreshes its lookup.
 */
export function lookupQuery<R extends LookupResource>(api: ApiClient, resource: R) {
  return queryOptions({
    queryKey: [resource, 'lookup'] as const,
    queryFn: async (): Promise<LookupResponse<R>> =>
      (await api.get(`/${resource}`, {
        query: { page: 1, limit: LOOKUP_LIST_LIMIT },
        schema: lookupSchemas[resource],
      })) as LookupResponse<R>,
    staleTime: LOOKUP_CACHE_SECONDS * 1000,
  });
}
