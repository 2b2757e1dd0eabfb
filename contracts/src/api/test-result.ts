import { z } from 'zod';
import { infoCardSchema } from '../entities/info-card';
import { pagedResponse } from '../common/envelope';
import { listQuerySchema } from './list-query';

const csvIds = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => {
    const list = Array.isArray(value) ? value : (value ?? '').split(',');
    return list.map((id) => id.trim()).filter(Boolean);
  });

export const TEST_STATUS_FILTERS = ['all', 'passed', 'failed'] as const;

/**
 * GET /test-result (and /home) filters. dateFrom and dateTo default to today, which the caller passes in
 * ('YYYY-MM-DD' in the company's zone) so the schema stays free of clocks.
 */
export const testResultQuerySchema = (today: string) =>
  listQuerySchema()
    .extend({
      dateFrom: z.iso.date().default(today),
      dateTo: z.iso.date().default(today),
      drivers: csvIds,
      offices: csvIds,
      testStatus: z.enum(TEST_STATUS_FILTERS).default('all'),
    })
    .refine((query) => query.dateFrom <= query.dateTo, { path: ['dateFrom'], error: 'Errors.Invalid' });
export type TestResultQuery = z.output<ReturnType<typeof testResultQuerySchema>>;

export const testResultListResponseSchema = pagedResponse(infoCardSchema);
