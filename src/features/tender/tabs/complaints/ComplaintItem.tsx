import { GlossaryBadge } from '../../../glossary';
import { Accordion } from '../../../../components/ui/accordion/Accordion';
import { ClampText } from '../../../../components/ui/clamp-text/ClampText';
import { Tabs } from '../../../../components/ui/tabs/Tabs';
import { useTranslation } from 'react-i18next';
import { TermsList } from '../../components/terms/TermsList';
import { CopyEntryLink } from '../CopyEntryLink';
import { EntryDocuments } from '../EntryDocuments';
import type { ComplaintView } from './model/complaint-view';
import { ObjectionList } from './ObjectionList';

/** One complaint: an accordion a link's hash opens, with details / denial, objections, documents. */
export function ComplaintItem({ complaint }: { complaint: ComplaintView }) {
  const { t } = useTranslation('tenderComplaints');
  return (
    <Accordion
      id={complaint.anchor}
      level={3}
      lazy
      title={
        <span>
          <bdi>{complaint.title}</bdi>
          {complaint.number ? (
            <>
              {' · № '}
              <bdi>{complaint.number}</bdi>
            </>
          ) : null}
        </span>
      }
      aside={
        <span className="complaint-item__aside">
          <GlossaryBadge group="complaint" status={complaint.status} />
          <CopyEntryLink href={complaint.href} label={t('copyLink')} copied={t('linkCopied')} />
        </span>
      }
    >
      <div className="complaint-item">
        {complaint.description ? <ClampText text={complaint.description} /> : null}
        {complaint.denial ? (
          <Tabs
            label={t('tabs.label')}
            tabs={[
              {
                id: 'details',
                label: t('tabs.details'),
                content: <TermsList rows={complaint.details} />,
              },
              {
                id: 'denial',
                label: t('tabs.denial'),
                content: <TermsList rows={complaint.denial} />,
              },
            ]}
          />
        ) : (
          <TermsList rows={complaint.details} />
        )}
        <ObjectionList objections={complaint.objections} />
        <EntryDocuments documents={complaint.documents} heading={t('documents')} level={4} />
      </div>
    </Accordion>
  );
}
