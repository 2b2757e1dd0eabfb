import { i18n, type Messages } from '@lingui/core';
import { messages as jaMessages } from '../../locales/ja/driver.po';
import { messages as enMessages } from '../../locales/en/driver.po';
import { documentCookieJar, cookieNames } from '../../session/cookies';
import { resolveLanguage, type Language } from '../../i18n/language';

// The driver app's own catalogs (lingui.config.ts), small enough to come with the first script: on a slow phone
// network a catalog loaded on its own would cost one more round trip before anything shows.
const catalogs: Record<Language, Messages> = { ja: jaMessages, en: enMessages };

/** The language the web app stored (the same cookie), ja by default. */
export function storedLanguage(): Language {
  return resolveLanguage(documentCookieJar().get(cookieNames.language));
}

export function activateDriverLanguage(language: Language): void {
  i18n.loadAndActivate({ locale: language, messages: catalogs[language] });
  document.documentElement.lang = language;
  documentCookieJar().set(cookieNames.language, language);
  // The installed app's name follows the language (one manifest per language, issue 34 item 3).
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', `/driver-app-${language}.webmanifest`);
}
