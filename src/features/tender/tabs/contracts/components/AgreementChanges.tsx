import { GlossaryBadge } from '../../../../glossary';
import { useTranslation } from 'react-i18next';
import { TermsList } from '../../../components/terms/TermsList';
import type { AgreementChangeView } from '../model/agreement-view';

/** The changes of an agreement, each with its price changes per item. */
export function AgreementChanges({ changes }: { changes: readonly AgreementChangeView[] }) {
  const { t } = useTranslation('tenderContracts');
  return (
    <section className="tab-entry__block">
      <h5 className="tab-entry__subtitle">{t('agreement.changes')}</h5>
      {changes.length === 0 ? (
        <p className="tab-entries__empty">{t('agreement.changesNone')}</p>
      ) : (
        <ul className="tab-entry__cards">
          {changes.map((change) => (
            <li key={change.key} className="tab-entry__card">
              <div className="tab-entry__aside">
                <h6 className="tab-entry__subtitle">{change.title}</h6>
                <GlossaryBadge group="change" status={change.status} />
              </div>
              <TermsList rows={change.rows} />
              {change.priceChanges.length > 0 ? (
                <ul className="tab-entry__nested" aria-label={t('agreement.priceChanges')}>
                  {change.priceChanges.map((price) => (
                    <li key={price.key}>
                      <TermsList rows={price.rows} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
