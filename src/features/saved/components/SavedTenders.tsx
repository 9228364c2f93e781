import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../lib/i18n';
import { useLabel } from '../../../lib/use-reference-data';
import { useNow } from '../../../lib/use-now';
import { filterSaved } from '../model/saved-filter';
import { toSavedList } from '../model/saved-list';
import type { SavedEntryView } from '../model/saved-list';
import { unsaveTender } from '../store/saved-tenders';
import { SavedEmpty } from './SavedEmpty';
import { SavedFilter } from './SavedFilter';
import { SavedTenderEntry } from './SavedTenderEntry';
import { useSavedTenders } from './use-saved-tenders';
import './saved-tenders.css';

/** The saved tenders of /saved: the on-device filter, one entry each, or how to save one. */
export function SavedTenders() {
  const { t } = useTranslation('saved');
  const lang = useLang();
  const label = useLabel();
  const { state, db } = useSavedTenders();
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const tenders = useMemo(() => (state.kind === 'ready' ? state.tenders : []), [state]);
  const now = useNow(tenders.length > 0);
  const entries = useMemo(
    () => toSavedList(filterSaved(tenders, query), { lang, label, t, now }),
    [tenders, query, lang, label, t, now],
  );

  const remove = (entry: SavedEntryView) => {
    if (!db) return;
    unsaveTender(db, entry.id).then(
      () => {
        setStatus(t('entry.removed', { tenderID: entry.tenderID }));
        heading.current?.focus();
      },
      (error: unknown) => {
        console.error(`Tender ${entry.tenderID} could not be removed from saved`, error);
        setStatus(t('entry.removeFailed', { tenderID: entry.tenderID }));
      },
    );
  };

  return (
    <section className="saved-tenders" aria-labelledby="saved-tenders-title">
      <h2 id="saved-tenders-title" ref={heading} tabIndex={-1}>
        {t('tenders.title')}
      </h2>
      <p className="saved-tenders__status" role="status">
        {state.kind === 'failed' ? t('tenders.readFailed') : status}
      </p>
      {state.kind === 'loading' ? (
        <p className="saved-tenders__loading">{t('tenders.loading')}</p>
      ) : null}
      {state.kind === 'ready' && tenders.length === 0 ? <SavedEmpty /> : null}
      {tenders.length > 0 ? (
        <>
          <SavedFilter
            query={query}
            onChange={setQuery}
            found={entries.length}
            total={tenders.length}
          />
          <ul className="saved-tenders__list">
            {entries.map((entry) => (
              <SavedTenderEntry key={entry.id} entry={entry} onRemove={remove} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
