import { useLocation, useNavigate } from 'react-router-dom';
import { LANGS } from '../../../contract/api';
import { useTranslation } from 'react-i18next';
import { setLanguage, useLang } from '../../lib/i18n';
import { withLangParam } from '../../lib/lang-url';

/**
 * Українська / English, each name in its own language, the current one pressed. On a phone
 * the names are the short codes UA / EN, so the switcher fits beside the portal's name. A
 * switch also writes ?lang= into the address, so a copied link opens in the language seen.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const current = useLang();
  const location = useLocation();
  const navigate = useNavigate();
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
            void setLanguage(lang).then(() =>
              navigate(withLangParam(location, lang), { replace: true, preventScrollReset: true }),
            );
          }}
        >
          <span className="lang-switch__long">{t(`language.${lang}`)}</span>
          <span className="lang-switch__short">{t(`language.short.${lang}`)}</span>
        </button>
      ))}
    </div>
  );
}
