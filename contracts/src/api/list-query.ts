import { z } from 'zod';
import { COMPANY_LIST_PAGE_SIZE, LOOKUP_LIST_LIMIT, MAX_PAGE, MAX_PAGE_LIMIT, PAGE_SIZE, TEXT_MAX_LENGTH } from '../constants/limits';
import { ErrorKeys } from '../errors/keys';
import { languageSchema } from '../i18n/language';

/** `field` or `-field` (descending); dotted paths allowed. */
export const sortSchema = z
  .string()
  .trim()
  .regex(/^-?[A-Za-z_][\w.]*$/)
  .optional();

/** Trimmed; an empty search means no search. */
export const searchQuerySchema = z
  .string()
  .max(TEXT_MAX_LENGTH.search, { error: ErrorKeys.TooLong })
  .optional()
  .transform((value) => {
    const trimmed = value?.trim();
    return trimmed ? trimmed : undefined;
  });

const pageSchema = z.coerce.number().int().min(1).max(MAX_PAGE).default(1);

/** List query params as they arrive in a URL (strings are coerced); `limit` at most `maxLimit`. */
export const listQuerySchema = (defaultLimit: number = PAGE_SIZE, maxLimit: number = Math.max(defaultLimit, MAX_PAGE_LIMIT)) =>
  z.object({
    page: pageSchema,
    limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
    language: languageSchema.default('ja'),
    query: searchQuerySchema,
    sort: sortSchema,
  });

export const pagedListQuerySchema = listQuerySchema();
export type ListQuery = z.output<typeof pagedListQuerySchema>;

/** At most MAX_PAGE_LIMIT, or exactly the lookup limit: the option lists ask for every name at once (spec section 7). */
const limitOrLookupSchema = (defaultLimit: number) =>
  z.coerce
    .number()
    .pipe(z.union([z.number().int().min(1).max(MAX_PAGE_LIMIT), z.literal(LOOKUP_LIST_LIMIT)]))
    .default(defaultLimit);

/** GET /admin/company: 50 a page, or every company for the admin's company options (`limit=1000`). */
export const companyListQuerySchema = listQuerySchema(COMPANY_LIST_PAGE_SIZE).extend({
  limit: limitOrLookupSchema(COMPANY_LIST_PAGE_SIZE),
});

/**
 * GET /office, /car, /driver, /manager, /device: a page of records, or the lookup form (spec section 7: no
 * paging, or exactly `limit=1000`) that answers every name at once.
 */
export const resourceListQuerySchema = pagedListQuerySchema.extend({ limit: limitOrLookupSchema(PAGE_SIZE) });

/** Bodies that target one record by id (password resets). */
export const idBodySchema = z.object({ id: z.string().min(1) });
export type IdBody = z.infer<typeof idBodySchema>;

/** GET /driver/offices?ids=a,b */
export const idsQuerySchema = z.object({
  ids: z.string().transform((value) =>
    value
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  ),
});
