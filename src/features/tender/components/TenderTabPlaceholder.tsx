import { useTranslation } from '../../../lib/i18n';
import { useTenderTab } from '../hooks';

/** Questions, complaints, monitoring, contracts and lots: their content comes later. */
export function TenderTabPlaceholder() {
  const { t } = useTranslation('tender');
  const tab = useTenderTab();
  const name = tab ? t(`tabs.${tab}`) : '';
  return (
    <section aria-labelledby="tender-tab-title">
      <h2 id="tender-tab-title">{name}</h2>
      <p>{t('tabComingSoon', { tab: name })}</p>
    </section>
  );
}
