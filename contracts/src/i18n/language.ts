import { z } from 'zod';

export const LANGUAGES = ['ja', 'en'] as const;
export const DEFAULT_LANGUAGE = 'ja' satisfies Language;
export type Language = (typeof LANGUAGES)[number];

/** Spec section 1: any value other than ja or en becomes ja. */
export function normalizeLanguage(value: unknown): Language {
  return value === 'en' || value === 'ja' ? value : DEFAULT_LANGUAGE;
}

/** Accepts anything (query strings, cookies) and yields a supported language; never fails. */
export const languageSchema = z.unknown().transform(normalizeLanguage);

/** Strict form for bodies where the client must send a supported language. */
export const strictLanguageSchema = z.enum(LANGUAGES);
