import { defined, oneOf, text, type SearchFields, type SearchInputOf } from '../../../router/searchValues';

export const authPages = ['login', 'register', 'forgot-password'] as const;

export interface AuthSearch {
  readonly page: (typeof authPages)[number];
  readonly redirect?: string;
}

export function readAuthSearch(search: SearchFields<AuthSearch>): AuthSearch {
  return defined({ page: oneOf(search.page, authPages) ?? 'login', redirect: text(search.redirect) });
}

/** The routes' `validateSearch`. */
export const authSearchSchema = { parse: (search: SearchInputOf<AuthSearch>): AuthSearch => readAuthSearch(search) };
