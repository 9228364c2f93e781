import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { useLang, useTranslation } from '../../../lib/i18n';
import { useLiveQuery } from '../../../lib/use-live-query';
import { changedTenders } from '../store/changes';
import type { ChangedTender } from '../store/changes';
import { useLocalDb } from '../use-local-db';
import { withArrived } from '../use-seen-changes';
import { TenderChanges } from './TenderChanges';
import '../changes-locales';

/**
 * /saved: every saved tender with changes the user has not seen, each with its list. Tenders
 * stay listed while the page is open, though their changes are marked read once shown.
 */
export function SavedChanges() {
  const { t } = useTranslation('savedChanges');
  const lang = useLang();
  const db = useLocalDb();
  const changed = useLiveQuery(db, changedTenders, []);
  const [shown, setShown] = useState<ChangedTender[]>([]);
  const [counted, setCounted] = useState(changed);
  if (changed !== counted) {
    setCounted(changed);
    if (changed?.length) setShown(withArrived(shown, changed, (tender) => tender.id));
  }
  if (shown.length === 0) return null;
  return (
    <section className="saved-changes" aria-labelledby="saved-changes-title">
      <h2 id="saved-changes-title">{t('sectionTitle')}</h2>
      <p>{t('sectionLead')}</p>
      {shown.map((tender) => (
        <TenderChanges
          key={tender.id}
          tenderId={tender.id}
          title={
            <Link to={paths.tender(tender.tenderID)}>
              <bdi>{lang === 'en' && tender.title_en ? tender.title_en : tender.title}</bdi>
            </Link>
          }
        />
      ))}
    </section>
  );
}
