import { DocumentItems } from '../components/documents/DocumentItems';
import type { DocumentView } from '../model/documents/documents-view';
import '../components/documents/tender-documents.css';

/** The documents of a claim or a complaint, under their heading; nothing when there are none. */
export function EntryDocuments({
  documents,
  heading,
  level,
}: {
  documents: readonly DocumentView[];
  heading: string;
  level: 4 | 5;
}) {
  if (documents.length === 0) return null;
  const Heading = `h${String(level)}` as 'h4';
  return (
    <section className="tab-entry__documents">
      <Heading className="tab-entry__subheading">{heading}</Heading>
      <ul className="tender-documents__list">
        <DocumentItems documents={documents} />
      </ul>
    </section>
  );
}
