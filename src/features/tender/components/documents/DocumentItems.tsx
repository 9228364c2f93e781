import { useTranslation } from 'react-i18next';
import { useDocumentName } from '../../../../components/ui/document-link/DocumentLink';
import { usePrinting } from '../../../../lib/use-printing';
import { countNames, splitServiceFiles } from '../../model/documents/documents-view';
import type { DocumentView } from '../../model/documents/documents-view';
import { DocumentItem } from './DocumentItem';

/**
 * The items of a document list. On paper the service files (signatures, reports) are one line
 * at the end, each name once with how many there are; the screen lists each to download.
 */
export function DocumentItems({ documents }: { documents: readonly DocumentView[] }) {
  const { t } = useTranslation('tenderDocuments');
  const printing = usePrinting();
  const nameOf = useDocumentName();
  const { read, service } = printing
    ? splitServiceFiles(documents)
    : { read: documents, service: [] };
  const names = countNames(service.map((document) => nameOf(document.document))).map(
    ({ name, count }) =>
      count > 1 ? t('documents.serviceFileTimes', { name, times: count }) : name,
  );
  return (
    <>
      {read.map((document) => (
        <DocumentItem key={document.key} document={document} />
      ))}
      {service.length > 0 ? (
        <li className="tender-documents__item tender-documents__service">
          {t('documents.serviceFiles', { total: service.length, names: names.join(', ') })}
        </li>
      ) : null}
    </>
  );
}
