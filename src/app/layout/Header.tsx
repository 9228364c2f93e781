import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router-dom';
import { useLang } from '../../lib/i18n';
import { useDictionary } from '../../lib/use-reference-data';
import { paths } from '../paths';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MenuLink } from './MenuLink';
import { toMenuItems } from './model/menu';
import type { MenuItem } from './model/menu';
import './header.css';

/**
 * The banner: the portal's name, the language switcher and the main menu. The menu comes from
 * the header_menu dictionary; its row keeps its height while that loads, so nothing below moves.
 */
export function Header() {
  const lang = useLang();
  return <HeaderFrame items={toMenuItems(useDictionary('header_menu'), lang)} />;
}

/** The banner with the given menu items (none on the loading screen). */
export function HeaderFrame({ items }: { items: readonly MenuItem[] }) {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link className="site-header__brand" to={paths.home} aria-label={t('homeLink')}>
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span>{t('appName')}</span>
        </Link>
        <LanguageSwitcher />
        <nav className="site-header__nav" aria-label={t('nav.main')}>
          <ul className="site-header__menu">
            {items.map((item) => (
              <li key={item.code}>
                <MenuLink item={item} className="site-header__link" />
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
