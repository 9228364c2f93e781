import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentsView } from '../../../model/documents/documents-view';
import { DocumentGroup } from '../../../components/documents/DocumentGroup';
import '../../../components/documents/tender-documents.css';

/** The documents of an entry (a decision, a contract, a change) under a small heading. */
export function EntryDocuments({
  documents,
  title,
  level = 4,
}: {
  documents: DocumentsView;
  /** Defaults to "Документи". */
  title?: string;
  level?: 4 | 5 | 6;
}) {
  const { t } = useTranslation('tenderDocuments');
  const headingId = useId();
  if (documents.groups.length === 0) return null;
  const Heading = `h${String(level)}` as 'h4';
  return (
    <section className="tab-entry__block" aria-labelledby={headingId}>
      <Heading id={headingId} className="tab-entry__subtitle">
        {title ?? t('documents.title')}
      </Heading>
      {documents.groups.map((group) => (
        <DocumentGroup key={group.key} group={group} heading={undefined} />
      ))}
    </section>
  );
}
