import clsx from 'clsx';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { HomeSectionView } from '../model/home-sections';

/**
 * The portal's sections as tiles; a section with only test examples says so. A counted
 * section keeps the note's line while the count comes, so that nothing below moves.
 */
export function HomeSections({ sections }: { sections: readonly HomeSectionView[] }) {
  const { t } = useTranslation('home');
  return (
    <section className="home-block" aria-labelledby="home-sections">
      <h2 id="home-sections">{t('sectionsTitle')}</h2>
      <ul className="home__sections">
        {sections.map((section) => (
          <li key={section.key}>
            <Link className="home__section" to={section.to}>
              {t(`sections.${section.key}`)}
              {section.testOnly === undefined ? null : (
                <span
                  className={clsx(
                    'home__section-note',
                    !section.testOnly && 'home__section-note--kept',
                  )}
                  aria-hidden={section.testOnly ? undefined : true}
                >
                  {t('sectionTestOnly')}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
