import type { SessionStore } from './sessionStore';
import type { Role } from './sessionData';

export function loginLocation(admin: boolean): string {
  return admin ? '/admin-authorization?page=login' : '/authorization?page=login';
}

export interface LogoutDeps {
  readonly session: SessionStore;
  readonly signOut: () => Promise<unknown>;
  readonly navigate: (href: string) => void;
  readonly currentPath: () => string;
}

/** Clears the session cookies, signs out on the server (best effort) and goes to the matching login page. */
export async function logout(deps: LogoutDeps, role?: Role): Promise<void> {
  const admin = role === 'admin' || deps.currentPath().startsWith('/admin');
  await deps.signOut().catch((error: unknown) => console.warn('Sign-out call failed', error));
  deps.session.clear();
  deps.navigate(loginLocation(admin));
}
