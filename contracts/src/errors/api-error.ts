import { z } from 'zod';
import { errorKeyValues } from './keys';

export const errorKeySchema = z.enum(errorKeyValues);

/** One failed field: `path` is dotted (`expirationDate.y`), `key` a message key the UI translates. */
export const fieldErrorSchema = z.object({ path: z.string(), key: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Every error the API answers with has this body; the HTTP status is repeated so clients need not keep it. */
export const apiErrorBodySchema = z.object({
  operation: z.literal('error'),
  error: z.object({
    key: errorKeySchema,
    status: z.number().int().min(400).max(599),
    fields: z.array(fieldErrorSchema).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** Turns Zod issues (whose messages are our keys) into the `fields` of an error body. */
export function fieldErrorsFromIssues(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  return issues.map((issue) => ({ path: issue.path.map(String).join('.'), key: issue.message }));
}
