import type { Request, Response } from 'express';
import type { Freshness } from '../deps';

export const POSITION_HEADER = 'X-FleetCheck-Position';
export const FRESH_HEADER = 'X-FleetCheck-Fresh';

/**
 * Read-your-writes: a request carrying the position a command returned waits (bounded) until the
 * projections have reached it, and says in a header whether its answer includes that write.
 */
export async function awaitFreshness(req: Request, res: Response, freshness: Freshness | undefined, timeoutMs: number): Promise<void> {
  const header = req.get(POSITION_HEADER);
  if (header === undefined) return;
  const valid = /^\d{1,20}$/.test(header.trim());
  const fresh = valid && freshness ? await freshness.waitForPosition(BigInt(header.trim()), timeoutMs) : false;
  res.setHeader(FRESH_HEADER, String(fresh));
}
