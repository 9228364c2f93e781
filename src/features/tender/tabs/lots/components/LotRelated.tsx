import { GlossaryBadge } from '../../../../glossary';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { OrgProfileLink } from '../../../../../components/org-profile-link/OrgProfileLink';
import type { LotEntryView } from '../model/lot-view';

/** The bids or the awards that refer to a lot, each linking to it in the procurement details. */
export function LotRelated({
  title,
  empty,
  entries,
}: {
  title: string;
  empty: string;
  entries: readonly LotEntryView[];
}) {
  const { t } = useTranslation('tenderLots');
  return (
    <section className="tab-entry__block lot-entry__repeated">
      <h4 className="tab-entry__subtitle">{title}</h4>
      {entries.length === 0 ? (
        <p className="tab-entries__empty">{empty}</p>
      ) : (
        <ul className="tab-entry__cards">
          {entries.map((entry) => (
            <li key={entry.key} className="tab-entry__card">
              <div className="tab-entry__aside">
                <Link to={entry.link.to}>
                  <bdi>{entry.name}</bdi>
                  <span className="visually-hidden"> ({entry.link.text})</span>
                </Link>
                {entry.status ? <GlossaryBadge group="award" status={entry.status} /> : null}
              </div>
              <span className="tab-entry__value">{t('value', { value: entry.value })}</span>
              {entry.code ? <OrgProfileLink code={entry.code} /> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
