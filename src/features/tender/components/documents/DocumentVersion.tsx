import { useTranslation } from 'react-i18next';
import { DocumentLink } from '../../../../components/ui/document-link/DocumentLink';
import type { DocumentVersionView } from '../../model/documents/documents-view';

/** One version of a document: its link (special titles, struck through when replaced), its date. */
export function DocumentVersion({ version }: { version: DocumentVersionView }) {
  const { t } = useTranslation('tenderDocuments');
  return (
    <div className="tender-documents__version">
      <bdi className="tender-documents__link">
        <DocumentLink document={version.document} />
      </bdi>
      <span className="tender-documents__date">
        {version.dateTime ? (
          <time dateTime={version.dateTime}>
            {t('documents.published', { date: version.date })}
          </time>
        ) : (
          t('documents.published', { date: version.date })
        )}
      </span>
    </div>
  );
}
