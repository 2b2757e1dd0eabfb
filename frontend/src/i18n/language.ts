import { DEFAULT_LANGUAGE, LANGUAGES, normalizeLanguage, type Language } from '@fleetcheck/contracts';

export type { Language };
export const supportedLanguages = LANGUAGES;
export const defaultLanguage: Language = DEFAULT_LANGUAGE;

/** Any value other than a supported language code becomes the default (ja). */
export const resolveLanguage: (value: unknown) => Language = normalizeLanguage;
