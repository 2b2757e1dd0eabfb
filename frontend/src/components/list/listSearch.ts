import { PAGE_SIZE } from '@fleetcheck/contracts/constants/limits';
import { stripSearchParams } from '@tanstack/react-router';
import { defined, text, wholeNumber, type SearchFields, type SearchInputOf } from '../../router/searchValues';

/** Spec section 9: the shared page-size constant. */
export const pageSize = PAGE_SIZE;

export interface ListSearch {
  readonly page: number;
  readonly query: string;
  readonly sort?: string;
}

/**
 * The list state lives in the URL: page, query and sort. Leaving the page drops them, which is the
 * spec's "pagination resets when the page is left"; bad values fall back to the defaults.
 */
export function readListSearch(search: SearchFields<ListSearch>): ListSearch {
  return defined({ page: wholeNumber(search.page, 1) ?? 1, query: text(search.query)?.trim() ?? '', sort: text(search.sort) });
}

/** The routes' `validateSearch`. */
export const listSearchSchema = { parse: (search: SearchInputOf<ListSearch>): ListSearch => readListSearch(search) };

/** Keeps list URLs short: default page and empty query are left out of the address. */
export const listSearchMiddlewares = [stripSearchParams<ListSearch>({ page: 1, query: '' })];
