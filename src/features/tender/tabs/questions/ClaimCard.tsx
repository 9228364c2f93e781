import { GlossaryBadge } from '../../../glossary';
import { Link } from 'react-router-dom';
import { ClampText } from '../../../../components/ui/clamp-text/ClampText';
import { KeyValueList } from '../../../../components/ui/key-value-list/KeyValueList';
import { useTranslation } from 'react-i18next';
import { CopyEntryLink } from '../CopyEntryLink';
import { EntryDocuments } from '../EntryDocuments';
import { EntryTime } from '../EntryTime';
import type { ClaimView } from './model/claims-view';

/** One claim to the buyer: its request, the buyer's resolution and the documents. */
export function ClaimCard({ claim }: { claim: ClaimView }) {
  const { t } = useTranslation('tenderQuestions');
  const titleId = `${claim.anchor}-title`;
  return (
    <article id={claim.anchor} className="tab-entry" aria-labelledby={titleId}>
      <div className="tab-entry__header">
        <h3 id={titleId} className="tab-entry__title">
          <bdi>{claim.title}</bdi>
        </h3>
        <GlossaryBadge group="claim" status={claim.status} />
        <CopyEntryLink
          href={claim.href}
          label={t('copyLink.claim')}
          copied={t('linkCopied.claim')}
        />
      </div>
      <div className="tab-entry__facts">
        <KeyValueList
          items={[
            { id: 'id', label: t('claim.complaintID'), value: claim.complaintID },
            {
              id: 'submitted',
              label: t('claim.submitted'),
              value: <EntryTime date={claim.date} />,
            },
            { id: 'author', label: t('claim.author'), value: <bdi>{claim.author}</bdi> },
          ]}
        />
      </div>
      {claim.subject ? (
        <p className="tab-entry__about">
          {claim.subject.href ? (
            <Link to={claim.subject.href}>
              <bdi>{claim.subject.text}</bdi>
            </Link>
          ) : (
            <bdi>{claim.subject.text}</bdi>
          )}
        </p>
      ) : null}
      {claim.description ? <ClampText text={claim.description} /> : null}
      <div className="tab-entry__answer">
        <h4 id={`${claim.anchor}-answer`} className="tab-entry__subheading">
          {t('claim.resolution')}
        </h4>
        {claim.resolution ? (
          <>
            <ClampText text={claim.resolution} />
            <div className="tab-entry__facts">
              <KeyValueList
                items={[
                  { id: 'type', label: t('claim.resolutionType'), value: claim.resolutionType },
                  {
                    id: 'date',
                    label: t('claim.answered'),
                    value: <EntryTime date={claim.answerDate} />,
                  },
                  { id: 'action', label: t('claim.tendererAction'), value: claim.tendererAction },
                ]}
              />
            </div>
          </>
        ) : (
          <p className="tab-entry__muted">{t('claim.noResolution')}</p>
        )}
      </div>
      <EntryDocuments documents={claim.documents} heading={t('claim.documents')} level={4} />
    </article>
  );
}
