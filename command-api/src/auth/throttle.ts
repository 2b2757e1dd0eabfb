import type { App } from '../app';
import { DomainError } from '@fleetcheck/domain';
import { normalizeUnique } from '../shared/reservations';

/**
 * Limits on what an anonymous caller can make us do with e-mail: password-reset mails (per e-mail address, per
 * account and per client address) and tries of e-mailed codes (per account and per client address). The counts
 * live in the login limiter (Redis when several command-api processes run); their limits in defaultLoginPolicy.
 * A throttled caller gets the same answer as anyone else, so the limit reveals nothing about accounts.
 */
async function anyLimited(app: App, keys: readonly string[]): Promise<boolean> {
  for (const key of keys) if ((await app.limiter.retryAfter(key)) > 0) return true;
  return false;
}

async function count(app: App, keys: readonly string[]): Promise<void> {
  for (const key of keys) await app.limiter.recordFailure(key);
}

/**
 * Runs `send` (issuing and mailing a reset code to `accountId`, when the address belongs to an account) unless
 * the address, the account or the client has had its share of mails this hour. Every request counts, whether
 * or not the address belongs to anyone.
 */
export async function throttledResetMail(
  app: App,
  request: { email: string; client: string },
  accountOf: () => Promise<string | undefined>,
  send: (accountId: string) => Promise<void>,
): Promise<void> {
  const requestKeys = [`mail:address:${normalizeUnique(request.email)}`, `mail:client:${request.client}`];
  if (await anyLimited(app, requestKeys)) return;
  await count(app, requestKeys);
  const accountId = await accountOf();
  if (accountId === undefined) return;
  const accountKey = [`mail:account:${accountId}`];
  if (await anyLimited(app, accountKey)) return;
  await count(app, accountKey);
  await send(accountId);
}

/**
 * Checks an e-mailed code with `check`; a wrong one counts against its account (the stream id the code names)
 * and the client. Once either has had its share, every code is answered Errors.VerificationInvalid unchecked.
 */
export async function throttledCodeCheck<T>(app: App, request: { accountId: string | undefined; client: string }, check: () => Promise<T>) {
  const keys = [`verify:client:${request.client}`, ...(request.accountId ? [`verify:account:${request.accountId}`] : [])];
  if (await anyLimited(app, keys)) throw new DomainError('Errors.VerificationInvalid');
  try {
    return await check();
  } catch (error) {
    if (error instanceof DomainError && error.key === 'Errors.VerificationInvalid') await count(app, keys);
    throw error;
  }
}
