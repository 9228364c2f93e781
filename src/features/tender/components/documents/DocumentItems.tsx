import { useTranslation } from 'react-i18next';
import { useDocumentName } from '../../../../components/ui/document-link/DocumentLink';
import { usePrinting } from '../../../../lib/use-printing';
import { countNames, splitServiceFiles } from '../../model/documents/documents-view';
import type { DocumentView } from '../../model/documents/documents-view';
import { DocumentItem } from './DocumentItem';

/**
 * The items of a document list, the service files (signatures, reports) after the others: on
 * screen a group of their own, each to download; on paper one line, each name once with how
 * many there are.
 */
export function DocumentItems({ documents }: { documents: readonly DocumentView[] }) {
  const printing = usePrinting();
  const { read, service } = splitServiceFiles(documents);
  return (
    <>
      {read.map((document) => (
        <DocumentItem key={document.key} document={document} />
      ))}
      {service.length === 0 ? null : printing ? (
        <ServiceFilesLine service={service} />
      ) : (
        <ServiceFiles service={service} />
      )}
    </>
  );
}

function ServiceFiles({ service }: { service: readonly DocumentView[] }) {
  const { t } = useTranslation('tenderDocuments');
  return (
    <li className="tender-documents__item tender-documents__service-group">
      <p className="tender-documents__service-title">
        {t('documents.serviceGroup', { total: service.length })}
      </p>
      <ul className="tender-documents__list">
        {service.map((document) => (
          <DocumentItem key={document.key} document={document} />
        ))}
      </ul>
    </li>
  );
}

function ServiceFilesLine({ service }: { service: readonly DocumentView[] }) {
  const { t } = useTranslation('tenderDocuments');
  const nameOf = useDocumentName();
  const names = countNames(service.map((document) => nameOf(document.document))).map(
    ({ name, count }) =>
      count > 1 ? t('documents.serviceFileTimes', { name, times: count }) : name,
  );
  return (
    <li className="tender-documents__item tender-documents__service">
      {t('documents.serviceFiles', { total: service.length, names: names.join(', ') })}
    </li>
  );
}
