import '../locales';
import { useTranslation } from 'react-i18next';
import { levelAnchor } from '../model/level-filter';
import type { MarketplaceLevelView } from '../model/marketplaces';

/** What the accreditation levels mean: a plain-words summary, then each level's description. */
export function LevelsExplained({ levels }: { levels: readonly MarketplaceLevelView[] }) {
  const { t } = useTranslation('marketplaces');
  if (levels.length === 0) return null;
  return (
    <section className="levels" aria-labelledby="levels-title">
      <h2 id="levels-title">{t('levelsTitle')}</h2>
      <p>{t('levelsPlain')}</p>
      <dl className="levels__list">
        {levels.map((level) => (
          <div key={level.id} id={levelAnchor(level.id)} className="levels__item" tabIndex={-1}>
            <dt className="levels__name">{level.name}</dt>
            <dd className="levels__description">{level.description ?? t('none')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
