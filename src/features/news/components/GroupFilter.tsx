import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { GroupLink } from '../model/group-filter';

/** The groups as links (`?group=` in the address); the current one is marked for everyone. */
export function GroupFilter({ links }: { links: readonly GroupLink[] }) {
  const { t } = useTranslation('news');
  return (
    <nav className="news-groups" aria-label={t('groups')}>
      <ul className="pill-list news-groups__list">
        {links.map((link) => (
          <li key={link.slug ?? ''}>
            <Link
              className="pill-link"
              to={link.href}
              aria-current={link.current ? 'page' : undefined}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
