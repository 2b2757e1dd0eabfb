import type { RequestHandler } from 'express';
import { sendError } from './error-body';

export interface SignInLimitPolicy {
  /** Failed attempts an address may make per window; the next attempt is refused with 429. */
  maxFailures: number;
  windowSeconds: number;
}

/** ASVS 2.2.1 as the product sets it: the 30th failed sign-in from one address within a minute gets 429. */
export const SIGN_IN_LIMIT: SignInLimitPolicy = { maxFailures: 29, windowSeconds: 60 };

/**
 * Per-address limit on failed sign-ins, at the web layer, in front of every service's per-account limit.
 * A failure is any 4xx answer from a sign-in path (wrong password, unknown user, invalid body); the attempt
 * after `maxFailures` failures within the window gets 429 Errors.RateLimited with Retry-After. A successful
 * sign-in does not reset the address: an office behind NAT shares it. Fixed windows in process memory,
 * swept as they expire; several processes each count on their own (the reverse proxy caps the sum).
 */
export function signInRateLimit(
  paths: readonly string[],
  policy: SignInLimitPolicy = SIGN_IN_LIMIT,
  now: () => number = Date.now,
): RequestHandler {
  const signInPaths = new Set(paths);
  const windows = new Map<string, { failures: number; resetsAt: number }>();
  const windowOf = (address: string) => {
    const window = windows.get(address);
    if (window && window.resetsAt > now()) return window;
    windows.delete(address);
    return undefined;
  };
  const sweep = () => {
    const at = now();
    for (const [address, window] of windows) if (window.resetsAt <= at) windows.delete(address);
  };
  return (req, res, next) => {
    if (req.method !== 'POST' || !signInPaths.has(req.path)) return next();
    const address = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    const window = windowOf(address);
    if (window && window.failures >= policy.maxFailures) {
      res.setHeader('Retry-After', String(Math.max(1, Math.ceil((window.resetsAt - now()) / 1000))));
      return sendError(res, 'Errors.RateLimited', 429);
    }
    res.once('finish', () => {
      if (res.statusCode < 400 || res.statusCode >= 500 || res.statusCode === 429) return;
      if (windows.size > 10_000) sweep();
      const current = windowOf(address);
      if (current) current.failures += 1;
      else windows.set(address, { failures: 1, resetsAt: now() + policy.windowSeconds * 1000 });
    });
    next();
  };
}
