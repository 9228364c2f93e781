import { useTranslation } from 'react-i18next';
import type { Document } from '../../../../../contract/tender';
import { DocumentLink } from '../../../../components/ui/document-link/DocumentLink';

/** The documents attached to one item, listed in its row. */
export function ItemDocuments({ documents }: { documents: readonly Document[] }) {
  const { t } = useTranslation('tenderDocumentation');
  return (
    <div className="item-documents">
      <p className="item-documents__title">{t('items.documents')}</p>
      <ul className="item-documents__list">
        {documents.map((document, index) => (
          <li key={`${document.id}-${String(index)}`}>
            <DocumentLink document={document} />
          </li>
        ))}
      </ul>
    </div>
  );
}
