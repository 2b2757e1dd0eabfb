import { isDeepStrictEqual } from 'node:util';
import type { Response } from 'express';
import type { z } from 'zod';

/** In tests every answer is checked against its schema; in production the compiler's check is enough. */
const checkAtRuntime = process.env.NODE_ENV === 'test';

/**
 * Sends a JSON body typed by the contracts schema it is documented with (issue 24). In tests the body must
 * also parse unchanged: a missing field, a wrong type or a field the schema does not list (Zod drops it, so
 * the JSON differs) fails the request with a 500 instead of drifting from the document unseen.
 */
export function reply<S extends z.ZodType>(res: Response, schema: S, body: z.output<S>): void {
  if (checkAtRuntime) {
    const parsed = schema.safeParse(body);
    const wire = JSON.parse(JSON.stringify(body)) as unknown;
    if (!parsed.success || !isDeepStrictEqual(JSON.parse(JSON.stringify(parsed.data)), wire))
      throw new Error(
        `response of ${res.req.method} ${res.req.path} does not match its schema: ${parsed.error?.message ?? 'extra fields'}`,
      );
  }
  res.json(body);
}
