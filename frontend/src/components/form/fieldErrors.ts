import type { z } from 'zod';

/** The first error key per field of a failed Zod parse (our schemas use the spec's message keys as messages). */
export function fieldErrors<T>(result: z.ZodSafeParseResult<T>): Partial<Record<string, string>> {
  if (result.success) return {};
  const errors: Partial<Record<string, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    if (errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}
