import type { Tender } from '../../../../../contract/tender';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../../lib/i18n';
import { toDocumentsView } from '../../model/documents/documents-view';
import type { DocumentGroupView } from '../../model/documents/documents-view';
import { DocumentGroup } from '../documents/DocumentGroup';
import { TenderSection } from '../TenderSection';
import '../documents/tender-documents.css';

/** Details section 11: the tender's documents by what they belong to, newest first. */
export function DocumentsSection({ tender }: { tender: Tender }) {
  const { t } = useTranslation('tenderDocuments');
  const lang = useLang();
  const { groups, showGroupHeadings } = toDocumentsView(tender, lang);
  const headingOf = (group: DocumentGroupView): string | undefined => {
    if (!showGroupHeadings) return undefined;
    if (group.kind === 'tender') return t('documents.group.tender');
    return t(`documents.group.${group.kind}`, { name: group.name ?? '' });
  };
  return (
    <TenderSection section="documents" title={t('documents.title')}>
      {groups.map((group) => (
        <DocumentGroup key={group.key} group={group} heading={headingOf(group)} />
      ))}
    </TenderSection>
  );
}
