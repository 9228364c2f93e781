import { GlossaryBadge } from '../../../glossary';
import { Accordion } from '../../../../components/ui/accordion/Accordion';
import { useTranslation } from 'react-i18next';
import type { CancellationView } from '../../model/cancellations/cancellations-view';
import { DocumentItems } from '../documents/DocumentItems';
import { CancellationRows } from './CancellationRows';

/** One cancellation: its number, lot and status in the header; details and documents inside. */
export function CancellationItem({
  cancellation,
  defaultOpen,
}: {
  cancellation: CancellationView;
  defaultOpen: boolean;
}) {
  const { t } = useTranslation('tenderCancellations');
  const documentsId = `${cancellation.id}-documents`;
  return (
    <Accordion
      id={cancellation.id}
      defaultOpen={defaultOpen}
      title={
        <span className="tender-cancellation__title">
          {cancellation.title}
          {cancellation.lotHeading === undefined ? null : (
            <bdi className="tender-cancellation__lot">{cancellation.lotHeading}</bdi>
          )}
        </span>
      }
      aside={
        <GlossaryBadge
          group="cancellation"
          status={{ code: cancellation.status, label: cancellation.statusLabel }}
        />
      }
    >
      <CancellationRows rows={cancellation.rows} />
      <h4 id={documentsId} className="tender-cancellation__documents">
        {t('documents')}
      </h4>
      {cancellation.documents.length === 0 ? (
        <p>{t('noDocuments')}</p>
      ) : (
        <ul className="tender-documents__list" aria-labelledby={documentsId}>
          <DocumentItems documents={cancellation.documents} />
        </ul>
      )}
    </Accordion>
  );
}
