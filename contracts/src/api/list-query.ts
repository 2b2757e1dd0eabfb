import { z } from 'zod';
import { COMPANY_LIST_PAGE_SIZE, LOOKUP_LIST_LIMIT, MAX_LIST_LIMIT, PAGE_SIZE, TEXT_MAX_LENGTH } from '../constants/limits';
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

/** List query params as they arrive in a URL (strings are coerced). */
export const listQuerySchema = (defaultLimit: number = PAGE_SIZE) =>
  z.object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(MAX_LIST_LIMIT).default(defaultLimit),
    language: languageSchema.default('ja'),
    query: searchQuerySchema,
    sort: sortSchema,
  });

export const pagedListQuerySchema = listQuerySchema();
export type ListQuery = z.output<typeof pagedListQuerySchema>;

export const companyListQuerySchema = listQuerySchema(COMPANY_LIST_PAGE_SIZE);
export const lookupQuerySchema = listQuerySchema(LOOKUP_LIST_LIMIT);

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
