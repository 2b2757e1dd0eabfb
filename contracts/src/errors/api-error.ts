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
    /** Words the message names (Errors.CallTaken: `name`, the manager who took the call). */
    params: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** Turns Zod issues (whose messages are our keys) into the `fields` of an error body. */
export function fieldErrorsFromIssues(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  return issues.map((issue) => ({ path: issue.path.map(String).join('.'), key: issue.message }));
}

const knownKeys = new Set<string>(errorKeyValues);

/**
 * The `fields` of an API error (both APIs): messages that are not our keys (Zod's own, for shapes the form
 * rules do not cover) become Errors.Invalid, so a client always gets a key it can translate.
 */
export function apiFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  return fieldErrorsFromIssues(issues).map(({ path, key }) => ({ path, key: knownKeys.has(key) ? key : 'Errors.Invalid' }));
}
