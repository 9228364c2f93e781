import { useTranslation } from 'react-i18next';
import type { DocumentView } from '../../model/documents/documents-view';
import { DocumentVersion } from './DocumentVersion';

/** The current version of a document with its replaced versions under it. */
export function DocumentItem({ document }: { document: DocumentView }) {
  const { t } = useTranslation('tenderDocuments');
  return (
    <li className="tender-documents__item">
      <DocumentVersion version={document} />
      {document.olderVersions.length > 0 ? (
        <ul className="tender-documents__older" aria-label={t('documents.olderVersions')}>
          {document.olderVersions.map((version) => (
            <li key={version.key}>
              <DocumentVersion version={version} />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
