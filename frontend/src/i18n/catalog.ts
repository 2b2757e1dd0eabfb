import { i18n, type Messages } from '@lingui/core';
import type { Language } from './language';

type CatalogLoaders = Record<Language, () => Promise<{ messages: Messages }>>;

// Each catalog is its own chunk: the .po file is compiled by the Lingui Vite plugin. The public pages' catalog loads
// before the first render; the signed-in app's, only for its pages (lingui.config.ts).
const publicCatalogs: CatalogLoaders = {
  ja: () => import('../locales/ja/public.po'),
  en: () => import('../locales/en/public.po'),
};
const appCatalogs: CatalogLoaders = {
  ja: () => import('../locales/ja/messages.po'),
  en: () => import('../locales/en/messages.po'),
};

/** Set once a signed-in page asked for the app's catalog: a language switch then loads it in the new language too. */
let appCatalogWanted = false;
const appCatalogLoads = new Map<Language, Promise<void>>();

function loadAppCatalogIn(language: Language): Promise<void> {
  let loading = appCatalogLoads.get(language);
  if (!loading) {
    // i18n.load merges the app's messages into the public ones already loaded for the language.
    loading = appCatalogs[language]().then(({ messages }) => i18n.load(language, messages));
    // A failed download (a dropped connection) is tried again on the next signed-in navigation.
    loading.catch(() => appCatalogLoads.delete(language));
    appCatalogLoads.set(language, loading);
  }
  return loading;
}

export async function activateLanguage(language: Language): Promise<void> {
  const [{ messages }] = await Promise.all([publicCatalogs[language](), appCatalogWanted ? loadAppCatalogIn(language) : undefined]);
  i18n.loadAndActivate({ locale: language, messages });
  document.documentElement.lang = language;
}

/**
 * The signed-in app's messages in the active language; the signed-in layouts await it before their pages render,
 * so none of them shows a message id.
 */
export function loadAppCatalog(): Promise<void> {
  appCatalogWanted = true;
  const language = i18n.locale;
  return language === 'ja' || language === 'en' ? loadAppCatalogIn(language) : Promise.resolve();
}
