import { useLingui } from '@lingui/react';
import { resolveLanguage, type Language } from './language';

export function useLanguage(): Language {
  return resolveLanguage(useLingui().i18n.locale);
}
