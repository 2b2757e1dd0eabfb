import { z } from 'zod';
import { CONFIRMATION_STATUSES, infoCardSchema, testResultDetailSchema } from '../entities/info-card';
import { pagedResponse } from '../common/envelope';
import { listQuerySchema } from './list-query';
import { languageSchema } from '../i18n/language';
import { perDay } from '../common/per-day';

const csvIds = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => {
    const list = Array.isArray(value) ? value : (value ?? '').split(',');
    return list.map((id) => id.trim()).filter(Boolean);
  });

export const TEST_STATUS_FILTERS = ['all', 'passed', 'failed'] as const;
export const RECORD_COMPLETENESS_FILTERS = ['all', 'incomplete'] as const;

/**
 * GET /test-result (and /home) filters. dateFrom and dateTo default to today, which the caller passes in
 * ('YYYY-MM-DD' in the company's zone) so the schema stays free of clocks.
 */
export const testResultQuerySchema = perDay((today: string) =>
  listQuerySchema()
    .extend({
      dateFrom: z.iso.date().default(today),
      dateTo: z.iso.date().default(today),
      drivers: csvIds,
      offices: csvIds,
      testStatus: z.enum(TEST_STATUS_FILTERS).default('all'),
      /** 'returned' lists the records a manager returned, whatever their date, until they are corrected. */
      confirmation: z.enum(['all', ...CONFIRMATION_STATUSES]).default('all'),
      /** 'incomplete' lists the records lacking an item the law asks for, whatever their date, until completed. */
      completeness: z.enum(RECORD_COMPLETENESS_FILTERS).default('all'),
    })
    .refine((query) => query.dateFrom <= query.dateTo, { path: ['dateFrom'], error: 'Errors.Invalid' }),
);
export type TestResultQuery = z.output<ReturnType<typeof testResultQuerySchema>>;

export const testResultListResponseSchema = pagedResponse(infoCardSchema);

/** GET /test-result/:id (issue 15 item 5). */
export const testResultDetailResponseSchema = testResultDetailSchema;

/** GET /test-result/ledger: one month's checks of an office (or of the whole company), as CSV or an A4 landscape PDF. */
export const recordBookQuerySchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Errors.Invalid'),
  office: z.string().min(1).optional(),
  format: z.enum(['pdf', 'csv']).default('pdf'),
  language: languageSchema.default('ja'),
  encoding: z
    .enum(['utf-8', 'shift_jis'])
    .default('utf-8')
    .describe(
      "The CSV's encoding: UTF-8 with a BOM (every character kept), or Shift_JIS (Windows-31J, as Japanese Excel and older office systems read it; a character it lacks is written as 〓). Ignored for the PDF.",
    ),
});
export type RecordBookQuery = z.output<typeof recordBookQuerySchema>;
