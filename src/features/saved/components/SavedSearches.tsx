import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
// The item brings the savedSearches texts and the list's style sheet with it.
import { SavedSearchItem } from '../../search';
import { NotifySwitch } from '../notify/NotifySwitch';
import { useSavedSearches } from './use-saved-searches';

/** The Saved page's list of saved searches, with what is new in each and a way to remove it. */
export function SavedSearches() {
  const { t } = useTranslation('savedSearches');
  const { searches, remove } = useSavedSearches();
  const [status, setStatus] = useState('');
  const title = useRef<HTMLHeadingElement>(null);
  const onRemove = (id: string) => {
    remove(id).then(
      () => {
        setStatus(t('status.removed'));
        // The pressed button is gone with its entry: focus goes back to the list's heading.
        title.current?.focus();
      },
      (error: unknown) => {
        console.error('The saved search was not removed', error);
      },
    );
  };
  return (
    <section className="saved-searches" aria-labelledby="saved-searches-title">
      <h2 id="saved-searches-title" ref={title} tabIndex={-1}>
        {t('list.title')}
      </h2>
      {searches === undefined ? null : searches.length === 0 ? (
        <p className="saved-searches__empty">{t('list.empty')}</p>
      ) : (
        <ul className="saved-searches__list">
          {searches.map((record) => (
            <SavedSearchItem
              key={record.id}
              record={record}
              onRemove={onRemove}
              more={
                // Watches follow tender searches: the other sections have no feed of changes.
                record.section === 'tender'
                  ? (summary) => (
                      <NotifySwitch
                        target={{ kind: 'search', savedId: record.id, query: record.query }}
                        name={summary}
                      />
                    )
                  : undefined
              }
            />
          ))}
        </ul>
      )}
      <p role="status" className="visually-hidden">
        {status}
      </p>
    </section>
  );
}
