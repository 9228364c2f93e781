import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../lib/i18n';
import { useDictionary } from '../../lib/use-reference-data';
import { paths } from '../../../contract/routes/paths';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MenuLink } from './MenuLink';
import { SavedLink } from './SavedLink';
import { toMenuItems } from './model/menu';
import type { MenuItem } from './model/menu';
import { useMenuDisclosure } from './use-menu-disclosure';
import './header.css';

const MENU_ID = 'site-menu';

/**
 * The banner: the portal's name, the language switcher and the main menu. The menu comes from
 * the header_menu dictionary; its row keeps its height while that loads, so nothing below moves.
 */
export function Header() {
  const lang = useLang();
  return <HeaderFrame items={toMenuItems(useDictionary('header_menu'), lang)} />;
}

/**
 * The banner with the given menu items (none until the first page brings the dictionary). On a
 * phone the menu is behind a button and opens as a panel over the page; on a desktop its links
 * stand in the row.
 */
function HeaderFrame({ items }: { items: readonly MenuItem[] }) {
  const { t } = useTranslation();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const menu = useMenuDisclosure(buttonRef, navRef);
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link className="site-header__brand" to={paths.home} aria-label={t('homeLink')}>
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span>{t('appName')}</span>
        </Link>
        <nav
          ref={navRef}
          className="site-header__nav"
          aria-label={t('nav.main')}
          onKeyDown={menu.onKeyDown}
        >
          <button
            ref={buttonRef}
            type="button"
            className="site-header__toggle"
            aria-expanded={menu.open}
            aria-controls={MENU_ID}
            onClick={menu.toggle}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
            </svg>
            <span>{t('nav.menu')}</span>
          </button>
          <ul
            id={MENU_ID}
            className="site-header__menu"
            data-open={menu.open ? 'true' : undefined}
            onClick={menu.onMenuClick}
          >
            {items.map((item) => (
              <li key={item.code}>
                <MenuLink item={item} className="site-header__link" />
              </li>
            ))}
          </ul>
        </nav>
        <SavedLink />
        <LanguageSwitcher />
      </div>
    </header>
  );
}
