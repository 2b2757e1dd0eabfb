/** The app's languages, without Zod (the web app's first page reads them; the schemas are in language.ts). */
export const LANGUAGES = ['ja', 'en'] as const;
export const DEFAULT_LANGUAGE = 'ja' satisfies Language;
export type Language = (typeof LANGUAGES)[number];

/** Spec section 1: any value other than ja or en becomes ja. */
export function normalizeLanguage(value: unknown): Language {
  return value === 'en' || value === 'ja' ? value : DEFAULT_LANGUAGE;
}
