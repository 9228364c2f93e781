import { useTranslation } from 'react-i18next';
import { DocumentLink } from '../../../components/ui/document-link/DocumentLink';
import type { DocumentView } from '../model/fields';
import { EntitySection } from './EntitySection';

/** The object's documents as links (the UI kit's document link), or a line saying there are none. */
export function EntityDocuments({ documents }: { documents: readonly DocumentView[] }) {
  const { t } = useTranslation('entities');
  return (
    <EntitySection id="entity-documents" title={t('documents')}>
      {documents.length === 0 ? (
        <p className="entity-section__empty">{t('noDocuments')}</p>
      ) : (
        <ul className="entity-documents">
          {documents.map(({ key, document }) => (
            <li key={key}>
              <DocumentLink document={document} />
            </li>
          ))}
        </ul>
      )}
    </EntitySection>
  );
}
