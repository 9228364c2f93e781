import { useTranslation } from 'react-i18next';
import { LANGS } from '../../../contract/api';
import { setLanguage, useLang } from '../../lib/i18n';

/** Українська / English: each name in its own language, the current one pressed. */
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
          {t(`language.${lang}`)}
        </button>
      ))}
    </div>
  );
}
