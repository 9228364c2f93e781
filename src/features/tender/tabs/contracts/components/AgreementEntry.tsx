import { GlossaryBadge } from '../../../../glossary';
import { Accordion } from '../../../../../components/ui/accordion/Accordion';
import { useTranslation } from 'react-i18next';
import { TermsList } from '../../../components/terms/TermsList';
import { EntryDocuments } from '../../monitorings/components/EntryDocuments';
import type { AgreementView } from '../model/agreement-view';
import { AgreementChanges } from './AgreementChanges';

/** One framework agreement: its fields, members, changes and documents. */
export function AgreementEntry({ agreement, open }: { agreement: AgreementView; open: boolean }) {
  const { t } = useTranslation('tenderContracts');
  return (
    <Accordion
      id={agreement.anchor}
      level={4}
      title={<span className="tab-entry__heading-text">{agreement.title}</span>}
      aside={<GlossaryBadge group="agreement" status={agreement.status} />}
      defaultOpen={open}
      lazy
    >
      <TermsList rows={agreement.rows} />
      <section className="tab-entry__block">
        <h5 className="tab-entry__subtitle">{t('agreement.members')}</h5>
        {agreement.members.length === 0 ? (
          <p className="tab-entries__empty">{t('agreement.membersNone')}</p>
        ) : (
          <ul className="tab-entry__cards">
            {agreement.members.map((member) => (
              <li key={member.key} className="tab-entry__card tab-entry__aside">
                <bdi>{member.name}</bdi>
                <GlossaryBadge group="agreementContract" status={member.status} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <AgreementChanges changes={agreement.changes} />
      <EntryDocuments documents={agreement.documents} title={t('agreement.documents')} level={5} />
    </Accordion>
  );
}
