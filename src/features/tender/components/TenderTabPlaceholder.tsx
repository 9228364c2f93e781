import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import { isTenderTabName } from '../model/tabs';

/** Questions, complaints, monitoring, contracts and lots: their content comes later. */
export function TenderTabPlaceholder() {
  const { t } = useTranslation('tender');
  const tab = useMatches().findLast((match) => isTenderTabName(match.id))?.id;
  const name = isTenderTabName(tab) ? t(`tabs.${tab}`) : '';
  return (
    <section aria-labelledby="tender-tab-title">
      <h2 id="tender-tab-title">{name}</h2>
      <p>{t('tabComingSoon', { tab: name })}</p>
    </section>
  );
}
