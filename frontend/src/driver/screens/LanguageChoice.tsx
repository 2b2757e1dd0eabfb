import { useLingui } from '@lingui/react/macro';
import { activateDriverLanguage } from '../i18n/driverLanguage';

/** 日本語 / English, each in its own language. */
export function LanguageChoice() {
  const { i18n } = useLingui();
  const other = i18n.locale === 'ja' ? 'en' : 'ja';
  return (
    <button type="button" className="driver-link" lang={other} onClick={() => activateDriverLanguage(other)}>
      {other === 'ja' ? '日本語' : 'English'}
    </button>
  );
}
