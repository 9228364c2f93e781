import '../locales';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { LevelFilterOption } from '../model/level-filter';

/** "All / Level 1 … 4" as links (?level=N): a filter that works without scripts and bookmarks. */
export function LevelFilter({ options }: { options: readonly LevelFilterOption[] }) {
  const { t } = useTranslation('marketplaces');
  return (
    <nav className="level-filter" aria-labelledby="level-filter-title">
      <p id="level-filter-title" className="level-filter__title">
        {t('filter.label')}
      </p>
      <ul className="pill-list">
        {options.map((option) => (
          <li key={option.level ?? 'all'}>
            <Link
              className="level-filter__option"
              to={{ search: option.search }}
              preventScrollReset
              replace
              aria-current={option.current ? 'page' : undefined}
            >
              {option.label ?? t('filter.all')}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
