import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LANGS } from '../../../contract/api';
import type { Lang } from '../../../contract/api';
import { useTranslation } from 'react-i18next';
import { setLanguage, useLang } from '../../lib/i18n';
import { withLangParam } from '../../../contract/lang-url';

/**
 * Українська / English, each name in its own language, the current one marked. On a phone the
 * names are the short codes UA / EN, so the switcher fits beside the portal's name. Each is a
 * link to the same address with ?lang=, so it works without scripts and a copied link opens in
 * the language seen; with scripts the switch happens in place.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const current = useLang();
  const location = useLocation();
  const navigate = useNavigate();
  const switchTo = (lang: Lang) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    void setLanguage(lang).then(() =>
      navigate(withLangParam(location, lang), { replace: true, preventScrollReset: true }),
    );
  };
  return (
    <div className="lang-switch" role="group" aria-label={t('language.label')}>
      {LANGS.map((lang) => (
        <a
          key={lang}
          href={withLangParam(location, lang)}
          lang={lang}
          hrefLang={lang}
          className="lang-switch__button"
          aria-current={lang === current ? 'true' : undefined}
          onClick={switchTo(lang)}
        >
          <span className="lang-switch__long">{t(`language.${lang}`)}</span>
          <span className="lang-switch__short">{t(`language.short.${lang}`)}</span>
        </a>
      ))}
    </div>
  );
}
