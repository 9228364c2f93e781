import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useHydrated } from '../../../../lib/use-hydrated';
import { usePrinting } from '../../../../lib/use-printing';
import {
  asksAllDocuments,
  documentsHref,
  isLongGroup,
  shownDocuments,
} from '../../model/documents/documents-view';
import type { DocumentGroupView } from '../../model/documents/documents-view';
import { DocumentItems } from './DocumentItems';

/**
 * One group of documents (the whole tender, a lot or an item); a long group shows its newest
 * documents until the reader asks for all of them (or prints the page, or the address asks for
 * every document), so the rest is not rendered before.
 */
export function DocumentGroup({
  group,
  heading,
}: {
  group: DocumentGroupView;
  heading: string | undefined;
}) {
  const location = useLocation();
  const [expanded, setExpanded] = useState(() => asksAllDocuments(location.search));
  const printing = usePrinting();
  const groupId = useId();
  const listId = `${groupId}list`;
  const headingId = `${groupId}heading`;
  return (
    <div id={groupId} className="tender-documents__group">
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
        <ShowAllToggle
          expanded={expanded}
          total={group.documents.length}
          listId={listId}
          href={documentsHref(location, !expanded, groupId)}
          onToggle={() => {
            setExpanded(!expanded);
          }}
        />
      ) : null}
    </div>
  );
}

interface ShowAllToggleProps {
  expanded: boolean;
  total: number;
  listId: string;
  /** The same page with the other choice, which the server renders: the toggle before scripts. */
  href: string;
  onToggle: () => void;
}

/** "Show all (n)" / "show fewer": a link to the page that shows them until scripts make it a button. */
function ShowAllToggle({ expanded, total, listId, href, onToggle }: ShowAllToggleProps) {
  const { t } = useTranslation('tenderDocuments');
  const hydrated = useHydrated();
  const label = expanded ? t('documents.showFewer') : t('documents.showAll', { total });
  const className = 'button button--secondary tender-documents__toggle';
  if (!hydrated) {
    return (
      <a className={className} href={href}>
        {label}
      </a>
    );
  }
  return (
    <button
      type="button"
      className={className}
      aria-expanded={expanded}
      aria-controls={listId}
      onClick={onToggle}
    >
      {label}
    </button>
  );
}
