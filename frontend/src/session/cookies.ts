/** The cookie names of the session, as the spec lists them for logout. */
export const cookieNames = {
  user: 'user',
  language: 'language',
  homeWidget: 'homeWidget',
  jwt: 'jwt',
  refreshToken: 'refreshToken',
  oldSession: 'oldSession',
} as const;

/** User, language and home-widget cookies live four days. */
export const sessionCookieDays = 4;

export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, days?: number): void;
  remove(name: string): void;
}

export function documentCookieJar(doc: Document = document): CookieJar {
  return {
    get(name) {
      const prefix = `${encodeURIComponent(name)}=`;
      const entry = doc.cookie.split('; ').find((part) => part.startsWith(prefix));
      return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
    },
    set(name, value, days = sessionCookieDays) {
      const expires = new Date(Date.now() + days * 24 * 60 * 60 * 1000).toUTCString();
      doc.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
    },
    remove(name) {
      doc.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
    },
  };
}
