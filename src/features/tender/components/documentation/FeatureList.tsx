import { useTranslation } from 'react-i18next';
import type { FeatureView } from '../../model/documentation/award-criteria';

/** The non-price criteria, each with its options and their weights. */
export function FeatureList({ features }: { features: readonly FeatureView[] }) {
  const { t } = useTranslation('tenderDocumentation');
  return (
    <>
      <h4 className="tender-documentation__subtitle">{t('awardCriteria.features')}</h4>
      <ul className="feature-list">
        {features.map((feature) => (
          <li key={feature.key} className="feature-list__feature">
            <p className="feature-list__title">
              <bdi>{feature.title}</bdi>
            </p>
            {feature.description ? (
              <p className="feature-list__description">
                <bdi>{feature.description}</bdi>
              </p>
            ) : null}
            <ul
              className="feature-list__options"
              aria-label={t('awardCriteria.options', { feature: feature.title })}
            >
              {feature.options.map((option, index) => (
                <li key={index} className="feature-list__option">
                  <bdi>{option.title}</bdi>
                  <span className="feature-list__value">{option.value}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </>
  );
}
