import { z } from 'zod';
import { LANGUAGES, normalizeLanguage } from './languages';

export { DEFAULT_LANGUAGE, LANGUAGES, normalizeLanguage, type Language } from './languages';

/** Accepts anything (query strings, cookies) and yields a supported language; never fails. */
export const languageSchema = z.unknown().transform(normalizeLanguage);

/** Strict form for bodies where the client must send a supported language. */
export const strictLanguageSchema = z.enum(LANGUAGES);
