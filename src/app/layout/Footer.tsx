import { useTranslation } from 'react-i18next';
import { useLang } from '../../lib/i18n';
import { useDictionary } from '../../lib/use-reference-data';
import { MenuLink } from './MenuLink';
import { toMenuItems } from './model/menu';
import './footer.css';

export function Footer() {
  const { t } = useTranslation();
  const lang = useLang();
  const items = toMenuItems(useDictionary('footer_menu'), lang);
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {items.length > 0 ? (
          <nav aria-label={t('nav.footer')}>
            <ul className="site-footer__menu">
              {items.map((item) => (
                <li key={item.code}>
                  <MenuLink item={item} className="site-footer__link" />
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <p className="site-footer__about">{t('footer.about')}</p>
      </div>
    </footer>
  );
}
