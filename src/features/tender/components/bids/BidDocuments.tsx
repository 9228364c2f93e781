import { useMemo } from 'react';
import type { Bid, Tender } from '../../../../../contract/tender';
import { Tabs } from '../../../../components/ui/tabs/Tabs';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../../lib/i18n';
import { toBidDocumentsModes } from '../../model/bids/bid-documents';
import type { DocumentsView } from '../../model/documents/documents-view';
import { DocumentGroup } from '../documents/DocumentGroup';
import '../documents/tender-documents.css';

function DocumentList({ title, view }: { title: string; view: DocumentsView }) {
  const { t } = useTranslation('tenderBids');
  return (
    <section className="bid-documents">
      <h5 className="bid-documents__title">{title}</h5>
      {view.groups.length === 0 ? (
        <p className="bid-documents__none">{t('documents.none')}</p>
      ) : null}
      {view.groups.map((group) => (
        <div key={group.key} className="bid-documents__group">
          {view.showGroupHeadings && group.name ? (
            <h6 className="bid-documents__lot">
              <bdi>{group.name}</bdi>
            </h6>
          ) : null}
          <DocumentGroup group={group} heading={undefined} />
        </div>
      ))}
    </section>
  );
}

/** The bid's documents: 'last edition' and, when some changed, 'history of change'. */
export function BidDocuments({ bid, tender }: { bid: Bid; tender: Tender }) {
  const { t } = useTranslation('tenderBids');
  const lang = useLang();
  const modes = useMemo(() => toBidDocumentsModes(bid, tender, lang), [bid, tender, lang]);
  return (
    <Tabs
      label={t('documents.modes')}
      tabs={modes.map((mode) => ({
        id: mode.id,
        label: t(`documents.${mode.id}`),
        content: (
          <>
            <DocumentList title={t('documents.public')} view={mode.public} />
            {mode.confidential.groups.length > 0 ? (
              <DocumentList title={t('documents.confidential')} view={mode.confidential} />
            ) : null}
          </>
        ),
      }))}
    />
  );
}
