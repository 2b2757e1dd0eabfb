import { z } from 'zod';
import { commandAcceptedSchema } from '../common/envelope';

/**
 * The scheduled report mails a manager receives (issue 37 item 3): the previous month's record book on the 1st,
 * and last week's missed checks and unconfirmed records each Monday. Each can be turned off; both are on until then.
 */
export const reportMailsSchema = z.object({ monthlyRecordBook: z.boolean(), weeklySummary: z.boolean() });
export type ReportMails = z.infer<typeof reportMailsSchema>;

export const DEFAULT_REPORT_MAILS: ReportMails = { monthlyRecordBook: true, weeklySummary: true };

/** PATCH /auth/report-mails: the signed-in manager's choice, both kinds at once. */
export const updateReportMailsRequestSchema = reportMailsSchema.strict();

/** Its answer: where the write landed, and the report mails now chosen. */
export const reportMailsChangedSchema = commandAcceptedSchema.extend({
  data: z.object({ id: z.string(), reportMails: reportMailsSchema }),
});
