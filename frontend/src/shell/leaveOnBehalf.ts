import type { AppServices } from '../session/services';

/**
 * Leaves a company entered on its behalf: the session on the company's behalf ends here, so the access log shows
 * when the admin left (issue 33 item 5); the admin's own session goes on. A failed sign-out still leaves: the
 * session then ends when it expires.
 */
export async function leaveOnBehalf(services: Pick<AppServices, 'api' | 'session'>): Promise<void> {
  await services.api.get('/auth/logout').catch(() => undefined);
  if (!services.session.restoreOldSession()) {
    console.warn('No old session to revert to');
    return;
  }
  window.location.assign('/admin/companies');
}
