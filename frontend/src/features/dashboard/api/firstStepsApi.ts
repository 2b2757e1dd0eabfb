import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { pagedResponse } from '@fleetcheck/contracts';
import type { ApiClient } from '../../../api/apiClient';
import type { ResourcePath } from '../../shared/api/resourceApi';

const countSchema = pagedResponse(z.unknown());

/**
 * How many records of a kind the company has (one record of page 1 asked). Keyed under the resource, so an add
 * (which invalidates the resource's queries) ticks its step at once.
 */
export function resourceCountQuery(api: ApiClient, path: ResourcePath) {
  return queryOptions({
    queryKey: [path, 'count'] as const,
    queryFn: async () => (await api.get(path, { query: { page: 1, limit: 1 }, schema: countSchema })).totalDocs,
  });
}
