import { useLingui } from '@lingui/react/macro';
import { useServices } from '../session/ServicesContext';
import { changeLanguage } from '../i18n/changeLanguage';
import { resolveLanguage, supportedLanguages, type Language } from '../i18n/language';
import { useLanguage } from '../i18n/useLanguage';

const labels: Record<Language, string> = { ja: '日本語', en: 'English' };

export function LanguageSwitch() {
  const { t } = useLingui();
  const services = useServices();
  const language = useLanguage();
  return (
    <label className="language-switch">
      <span className="visually-hidden">{t`Language`}</span>
      <select
        value={language}
        onChange={(event) =>
          void changeLanguage(resolveLanguage(event.target.value), {
            cookies: services.cookies,
            api: services.api,
            signedIn: services.session.read() !== undefined,
            reload: () => window.location.reload(),
          })
        }
      >
        {supportedLanguages.map((code) => (
          <option key={code} value={code} lang={code}>
            {labels[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
