import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { LOOKUP_CACHE_SECONDS, LOOKUP_LIST_LIMIT, commandAcceptedSchema, createdUserResponseSchema } from '@fleetcheck/contracts';
import type { ApiClient } from '../../../api/apiClient';
import { useServices } from '../../../session/ServicesContext';
import { pageSize, type ListSearch } from '../../../components/list/listSearch';
import type { Language } from '../../../i18n/language';
import { currentLanguage, ensureLoaded, loadedFreshMs } from '../../../api/ensureLoaded';
import { useLanguage } from '../../../i18n/useLanguage';
import type { Credentials } from '../../../components/dialogs/credentials';
import type { AppServices } from '../../../session/services';

/** The company resources of spec section 7 that share list, lookup and command calls. */
export type ResourcePath = '/driver' | '/manager' | '/car' | '/device' | '/office';

export const resourceKeys = {
  all: (path: ResourcePath) => [path] as const,
  list: (path: ResourcePath, search: ListSearch, language: Language) => [path, 'list', search, language] as const,
  lookup: (path: ResourcePath) => [path, 'lookup'] as const,
};

/** A list page: page, limit, language, optional query and sort -> {docs, totalDocs}. */
export function resourceListQuery<S extends z.ZodType>(
  api: ApiClient,
  path: ResourcePath,
  schema: S,
  search: ListSearch,
  language: Language,
) {
  return queryOptions({
    queryKey: resourceKeys.list(path, search, language),
    queryFn: () =>
      api.get(path, {
        query: { page: search.page, limit: pageSize, language, query: search.query, sort: search.sort },
        schema,
      }),
    placeholderData: keepPreviousData,
    staleTime: loadedFreshMs,
  });
}

/** A list route's loader: the page's list in the cache before the page shows (intent preloading fetches it on hover). */
export function loadResourceList<S extends z.ZodType>(
  { api, queryClient }: Pick<AppServices, 'api' | 'queryClient'>,
  path: ResourcePath,
  schema: S,
  search: ListSearch,
): Promise<void> {
  return ensureLoaded(() => queryClient.ensureQueryData(resourceListQuery(api, path, schema, search, currentLanguage())));
}

/** A list page's query of the resource, in the interface language. */
export function useResourceList<S extends z.ZodType>(path: ResourcePath, schema: S, search: ListSearch) {
  const { api } = useServices();
  const language = useLanguage();
  return useQuery(resourceListQuery(api, path, schema, search, language));
}

/** A lookup list for selects: page 1, limit 1000, cached 240 s. */
export function lookupQuery<S extends z.ZodType>(api: ApiClient, path: ResourcePath, schema: S) {
  return queryOptions({
    queryKey: resourceKeys.lookup(path),
    queryFn: () => api.get(path, { query: { page: 1, limit: LOOKUP_LIST_LIMIT }, schema }),
    staleTime: LOOKUP_CACHE_SECONDS * 1000,
  });
}

/**
 * Create (POST path), update (PUT path/{id}) and delete (DELETE path/{id}), the last two with If-Match. Read-your-writes: every query
 * of the resource, lists and lookups alike, is refetched once a command has gone through.
 */
export function useResourceCommands<Payload>(path: ResourcePath) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(path) });
  return {
    /** Refetches the resource's queries after another write to it (a password reset moves its version on). */
    refetch: onSettled,
    create: useMutation({
      mutationFn: (payload: Payload) => api.post(path, { body: payload, schema: commandAcceptedSchema }),
      onSettled,
    }),
    /** POST for the user resources, answered with the generated credentials. */
    createUser: useMutation({
      mutationFn: async (payload: Payload): Promise<Credentials> =>
        (await api.post(path, { body: payload, schema: createdUserResponseSchema })).data,
      onSettled,
    }),
    /** `version` is the record's version as read: a change made meanwhile by someone else is refused (412). */
    update: useMutation({
      mutationFn: ({ id, payload, version }: { id: string; payload: Payload; version?: number }) =>
        api.put(`${path}/${id}`, { body: payload, schema: commandAcceptedSchema, ifMatch: version }),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: ({ id, version }: { id: string; version?: number }) => api.delete(`${path}/${id}`, { ifMatch: version }),
      onSettled,
    }),
  };
}
