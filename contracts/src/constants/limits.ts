/** Business limits of spec sections 5 and 9. */
export const PAGE_SIZE = 10;
export const COMPANY_LIST_PAGE_SIZE = 50;
export const FAQ_CATEGORY_LIST_LIMIT = 999;
export const FAQ_ARTICLE_LIST_LIMIT = 9999;
export const LOOKUP_LIST_LIMIT = 1000;
export const LOOKUP_CACHE_SECONDS = 240;
/**
 * Paging bounds of every list query (issue 19): `limit` at most 100 (the FAQ lists keep the spec's 999 and
 * 9999, and the lookups the exact LOOKUP_LIST_LIMIT), `page` at most a million, so an offset always fits the stores.
 */
export const MAX_PAGE_LIMIT = 100;
export const MAX_PAGE = 1_000_000;

export const COUNTER_MAX = 9999;
export const QUOTE_DEBOUNCE_MS = 1000;

export const MOBILE_MIN_LENGTH = 10;
export const MOBILE_MAX_LENGTH = 11;
export const PASSWORD_MIN_LENGTH = 6;
export const CVV_MIN_DIGITS = 3;
export const CVV_MAX_DIGITS = 4;
export const LICENSE_MAX_LENGTH = 13;

export const ALCOHOL_RESULT_DECIMALS = 3;
export const ALCOHOL_RESULT_UNIT = 'mg/l';

export const COOKIE_DAYS = 4;
export const TOKEN_REFRESH_POLL_SECONDS = 60;
export const CALENDAR_DISABLED_DAY_RETRIES = 365;
