import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import type { MenuItem } from './model/menu';

/** An app path as a router link (aria-current when active), an http(s) URL in a new tab. */
export function MenuLink({ item, className }: { item: MenuItem; className: string }) {
  const { t } = useTranslation();
  if (item.link.kind === 'internal') {
    return (
      <NavLink className={className} to={item.link.to}>
        {item.label}
      </NavLink>
    );
  }
  return (
    <a className={className} href={item.link.href} target="_blank" rel="noopener noreferrer">
      {item.label}
      <span className="visually-hidden"> ({t('footer.newWindow')})</span>
    </a>
  );
}
