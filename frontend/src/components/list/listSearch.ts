import { z } from 'zod';
import { PAGE_SIZE } from '@fleetcheck/contracts';
import { stripSearchParams } from '@tanstack/react-router';

/** Spec section 9: the shared page-size constant. */
export const pageSize = PAGE_SIZE;

/**
 * The list state lives in the URL: page, query and sort. Leaving the page drops them, which is the
 * spec's "pagination resets when the page is left"; bad values fall back to the defaults.
 */
export const listSearchSchema = z.object({
  page: z.coerce.number().int().min(1).default(1).catch(1),
  query: z.string().trim().default('').catch(''),
  sort: z.string().optional().catch(undefined),
});
export type ListSearch = z.infer<typeof listSearchSchema>;

/** Keeps list URLs short: default page and empty query are left out of the address. */
export const listSearchMiddlewares = [stripSearchParams<ListSearch>({ page: 1, query: '' })];
