import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrinting } from '../../../../lib/use-printing';
import { isLongGroup, shownDocuments } from '../../model/documents/documents-view';
import type { DocumentGroupView } from '../../model/documents/documents-view';
import { DocumentItems } from './DocumentItems';

/**
 * One group of documents (the whole tender, a lot or an item); a long group shows its newest
 * documents until the reader asks for all of them (or prints the page), so the rest is not
 * rendered before.
 */
export function DocumentGroup({
  group,
  heading,
}: {
  group: DocumentGroupView;
  heading: string | undefined;
}) {
  const { t } = useTranslation('tenderDocuments');
  const [expanded, setExpanded] = useState(false);
  const printing = usePrinting();
  const listId = useId();
  const headingId = useId();
  return (
    <div className="tender-documents__group">
      {heading === undefined ? null : (
        <h3 id={headingId} className="tender-documents__heading">
          <bdi>{heading}</bdi>
        </h3>
      )}
      <ul
        id={listId}
        className="tender-documents__list"
        aria-labelledby={heading === undefined ? undefined : headingId}
      >
        <DocumentItems documents={shownDocuments(group, expanded || printing)} />
      </ul>
      {isLongGroup(group) ? (
        <button
          type="button"
          className="button button--secondary tender-documents__toggle"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => {
            setExpanded(!expanded);
          }}
        >
          {expanded
            ? t('documents.showFewer')
            : t('documents.showAll', { total: group.documents.length })}
        </button>
      ) : null}
    </div>
  );
}
