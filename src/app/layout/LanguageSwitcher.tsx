import { useTranslation } from 'react-i18next';
import { LANGS } from '../../../contract/api';
import { setLanguage, useLang } from '../../lib/i18n';

/**
 * Українська / English, each name in its own language, the current one pressed. On a phone
 * the names are the short codes UA / EN, so the switcher fits beside the portal's name.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const current = useLang();
  return (
    <div className="lang-switch" role="group" aria-label={t('language.label')}>
      {LANGS.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          className="lang-switch__button"
          aria-pressed={lang === current}
          onClick={() => {
            void setLanguage(lang);
          }}
        >
          <span className="lang-switch__long">{t(`language.${lang}`)}</span>
          <span className="lang-switch__short">{t(`language.short.${lang}`)}</span>
        </button>
      ))}
    </div>
  );
}
