import { z } from 'zod';
import { credentialsSchema } from '../common/envelope';
import { errorKeySchema } from '../errors/api-error';
import { IMPORT_FORMATS } from './columns';

/**
 * One cell that would fail: the row as a spreadsheet shows it (the template's header is row 1, its first data
 * row 2), the column's key (see importColumns) and the same error key as the form.
 */
export const importRowErrorSchema = z.object({ row: z.number().int().min(1), column: z.string(), key: errorKeySchema });
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

/** POST /import/{kind}/dry-run: how many data rows the file has and every cell that would fail (none: it imports). */
export const importDryRunResponseSchema = z.object({
  operation: z.literal('success'),
  data: z.object({ rows: z.number().int(), errors: z.array(importRowErrorSchema) }),
});
export type ImportDryRunResponse = z.infer<typeof importDryRunResponseSchema>;

/** A driver with an e-mail gets an invitation to the driver app by mail instead of a password on the sheet. */
export const importInvitedSchema = z.object({ name: z.string(), email: z.string() });

/**
 * POST /import/{kind}: every row written. `credentials` (drivers and managers without a mailed invitation) are
 * shown once, for the printable sheet; `position` is where the last write landed (read-your-writes).
 */
export const importResponseSchema = z.object({
  operation: z.literal('success'),
  data: z.object({
    imported: z.number().int(),
    ids: z.array(z.string()),
    credentials: z.array(credentialsSchema),
    invited: z.array(importInvitedSchema),
  }),
  position: z.string().optional(),
});
export type ImportResponse = z.infer<typeof importResponseSchema>;

/** GET /import/{kind}/template: the file type and the headers' language. */
export const importTemplateQuerySchema = z.object({
  format: z.enum(IMPORT_FORMATS, { error: 'Errors.Invalid' }).default('xlsx'),
  lang: z.enum(['ja', 'en'], { error: 'Errors.Invalid' }).default('ja'),
});

/**
 * The path of a failing cell in the `fields` of Errors.ImportRowsInvalid (an import whose rows fail once it
 * applies them): `rows.<row>.<column>`, read back with importRowErrorOfField.
 */
export const importFieldPath = (error: Pick<ImportRowError, 'row' | 'column'>): string => `rows.${error.row}.${error.column}`;
export function importRowErrorOfField(field: { path: string; key: string }): { row: number; column: string; key: string } | undefined {
  const match = /^rows\.(\d+)\.(.+)$/.exec(field.path);
  return match ? { row: Number(match[1]), column: match[2]!, key: field.key } : undefined;
}
