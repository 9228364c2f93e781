import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { openingHref } from '../../../components/ui/accordion/accordion-link';
import { DelayedLoading } from '../../../components/ui/loading/DelayedLoading';
import type { WithheldBody as WithheldBodyState } from '../partial-tender';

/**
 * An opened accordion whose body the page did not carry: loading, or, when the whole record did
 * not come, a retry and the link to the page the server renders with the accordion open.
 */
export function WithheldBody({ id, state }: { id: string; state: WithheldBodyState }) {
  const { t } = useTranslation('tenderDocuments');
  const href = openingHref(useLocation(), [id]);
  if (!state.failed) return <DelayedLoading />;
  return (
    <div className="withheld-body" role="alert">
      <p>{t('withheld.failed')}</p>
      <p className="withheld-body__actions">
        <button type="button" className="button button--secondary" onClick={state.fetch}>
          {t('withheld.retry')}
        </button>
        <a href={href}>{t('withheld.openPage')}</a>
      </p>
    </div>
  );
}
