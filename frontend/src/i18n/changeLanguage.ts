import type { ApiClient } from '../api/apiClient';
import { cookieNames, type CookieJar } from '../session/cookies';
import type { Language } from './language';

export interface ChangeLanguageDeps {
  readonly cookies: CookieJar;
  readonly api: ApiClient;
  readonly signedIn: boolean;
  readonly reload: () => void;
}

/** Stores the language, saves it on the server for signed-in users (unless told to skip) and reloads. */
export async function changeLanguage(language: Language, deps: ChangeLanguageDeps, skipServer = false): Promise<void> {
  deps.cookies.set(cookieNames.language, language);
  if (deps.signedIn && !skipServer) {
    await deps.api
      .patch('/auth/update-manage-language', { body: { language } })
      .catch((error: unknown) => console.warn('Saving the language failed', error));
  }
  deps.reload();
}
