import { i18n, type Messages } from '@lingui/core';
import type { Language } from './language';

// Each catalog is its own chunk: the .po file is compiled by the Lingui Vite plugin.
const loaders: Record<Language, () => Promise<{ messages: Messages }>> = {
  ja: () => import('../locales/ja/messages.po'),
  en: () => import('../locales/en/messages.po'),
};

export async function activateLanguage(language: Language): Promise<void> {
  const { messages } = await loaders[language]();
  i18n.loadAndActivate({ locale: language, messages });
  document.documentElement.lang = language;
}
