import { apiFieldErrors } from '@fleetcheck/contracts';
import type { z } from 'zod';
import { DomainError } from '@fleetcheck/domain';

/**
 * Parses a request body with a contracts schema. A failure is 400 with one entry per field; messages that
 * are not our keys (Zod's own, for shapes the form rules do not cover) become Errors.Invalid so the UI
 * always gets a key it can translate.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  throw new DomainError('Errors.Invalid', apiFieldErrors(result.error.issues));
}
