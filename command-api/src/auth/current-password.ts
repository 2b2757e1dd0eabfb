import { DomainError, RateLimitedError, notFound } from '@fleetcheck/domain';
import type { App } from '../app';
import { normalizeUnique } from '../shared/reservations';
import { loadManagerAccount } from './accounts';
import { verifyPassword } from './password-hash';

export interface CredentialChange {
  readonly email: string;
  readonly password?: string | undefined;
  readonly currentPassword?: string | undefined;
}

/**
 * A manager changing their own password or e-mail (the login) in the profile proves it is them with the
 * current password, so an unattended signed-in browser cannot take the account over. Wrong guesses count
 * against the same limiter as logins, per account.
 */
export async function assertCurrentPasswordForCredentialChange(app: App, managerId: string, change: CredentialChange): Promise<void> {
  const account = await loadManagerAccount(app, managerId);
  if (!account) throw notFound();
  const emailChanges = normalizeUnique(change.email) !== normalizeUnique(account.account.profile.email ?? '');
  if (!change.password && !emailChanges) return;
  if (!change.currentPassword) throw new DomainError('Errors.Invalid', [{ path: 'currentPassword', key: 'Errors.Required' }]);
  const key = `current-password:${managerId}`;
  const wait = await app.limiter.retryAfter(key);
  if (wait > 0) throw new RateLimitedError(wait);
  if (!(await verifyPassword(change.currentPassword, account.account.passwordHash))) {
    await app.limiter.recordFailure(key);
    throw new DomainError('Errors.Invalid', [{ path: 'currentPassword', key: 'Errors.CurrentPasswordWrong' }]);
  }
  await app.limiter.reset(key);
}
