import { z } from 'zod';
import { DEVICE_IMAGE_WIDTHS, ICON_IMAGE_WIDTHS, IMAGE_DEFAULT_QUALITY } from '../constants/ui';
import { languageSchema } from '../i18n/language';
import { perDay } from '../common/per-day';

/** Query strings of the reads that are not lists (lists use list-query.ts); every parameter a GET reads is here. */

/** GET /notification/csv: Japanese calendar days, today by default; the CSV headers in `language`. */
export const dateRangeQuerySchema = perDay((today: string) =>
  z
    .object({ dateFrom: z.iso.date().default(today), dateTo: z.iso.date().default(today), language: languageSchema.default('ja') })
    .refine((query) => query.dateFrom <= query.dateTo, { path: ['dateFrom'], error: 'Errors.Invalid' }),
);

/**
 * GET /admin/company/{id}/subscription-history: replayed up to `asOf` (a day or an instant; default: now);
 * `format=pdf` or `csv` answers the timeline as a file in `language`.
 */
export const subscriptionHistoryQuerySchema = z.object({
  asOf: z.union([z.iso.date(), z.iso.datetime({ offset: true })]).optional(),
  format: z.enum(['json', 'pdf', 'csv']).default('json'),
  language: languageSchema.default('ja'),
});

/** GET /admin/companyInvoice/{id}: `format=pdf` (or `Accept: application/pdf`) asks for the invoice's PDF. */
export const companyInvoiceQuerySchema = z.object({ format: z.enum(['json', 'pdf']).optional() });

/** GET /_next/image?url&w&q: a stored image's path, a width of spec section 7 (device or icon sizes), a quality 1–100. */
export const imageProxyQuerySchema = z.object({
  url: z.string().min(1).max(500),
  w: z.coerce.number().pipe(z.literal([...ICON_IMAGE_WIDTHS, ...DEVICE_IMAGE_WIDTHS])),
  q: z.coerce.number().int().min(1).max(100).default(IMAGE_DEFAULT_QUALITY),
});

/**
 * GET /audit/company/{id}/ledger: the period (Japanese business days, inclusive) whose records are rehashed, and
 * optionally one office of the company whose links in that period are counted (the whole chain is checked always).
 */
export const recordChainVerifyQuerySchema = z
  .object({ from: z.iso.date().optional(), to: z.iso.date().optional(), office: z.string().min(1).max(64).optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'Errors.Invalid' });
