import { i18n, type Messages } from '@lingui/core';
import { documentCookieJar, cookieNames } from '../../session/cookies';
import { resolveLanguage, type Language } from '../../i18n/language';

// The driver app's own catalog (lingui.config.ts): only its texts load with it.
const loaders: Record<Language, () => Promise<{ messages: Messages }>> = {
  ja: () => import('../../locales/ja/driver.po'),
  en: () => import('../../locales/en/driver.po'),
};

/** The language the web app stored (the same cookie), ja by default. */
export function storedLanguage(): Language {
  return resolveLanguage(documentCookieJar().get(cookieNames.language));
}

export async function activateDriverLanguage(language: Language): Promise<void> {
  const { messages } = await loaders[language]();
  i18n.loadAndActivate({ locale: language, messages });
  document.documentElement.lang = language;
  documentCookieJar().set(cookieNames.language, language);
  // The installed app's name follows the language (one manifest per language, issue 34 item 3).
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', `/driver-app-${language}.webmanifest`);
}
