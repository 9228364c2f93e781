import '../locales';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../../../lib/i18n';
import { useLabel } from '../../../../../lib/use-reference-data';
import { useTender } from '../../../hooks';
import { toLotsView } from '../model/lot-view';
import { LotEntry } from './LotEntry';
import '../../tabs.css';
import '../../monitorings/components/tab-entries.css';
import { useTabTitleId } from '../../tab-title';

/** The lots tab: one block per lot of the tender (it reads the tender; nothing to load). */
export function LotsTab() {
  const titleId = useTabTitleId('lots');
  const { t } = useTranslation('tenderLots');
  const tender = useTender();
  const tenderKey = useParams().id ?? tender.tenderID;
  const lang = useLang();
  const label = useLabel();
  const lots = useMemo(
    () => toLotsView(tender, { lang, label, t, tenderKey }),
    [tender, lang, label, t, tenderKey],
  );
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="tab-entries__title">
        {t('title')}
      </h2>
      {lots.length === 0 ? (
        <p className="tab-entries__empty">{t('empty')}</p>
      ) : (
        <ul className="tab-entries" aria-label={t('listLabel')}>
          {lots.map((lot) => (
            <li key={lot.key}>
              <LotEntry lot={lot} open={lots.length === 1} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
