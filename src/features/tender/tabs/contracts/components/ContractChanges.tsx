import { GlossaryBadge } from '../../../../glossary';
import { useTranslation } from 'react-i18next';
import { TermsList } from '../../../components/terms/TermsList';
import { EntryDocuments } from '../../monitorings/components/EntryDocuments';
import type { ChangeView } from '../model/contract-view';

/** The changes tab: each change with its status, numbers, dates, grounds and documents. */
export function ContractChanges({
  changes,
  inRecord,
}: {
  changes: readonly ChangeView[];
  /** The contract's own record, which keeps its changes, is not held. */
  inRecord: boolean;
}) {
  const { t } = useTranslation('tenderContracts');
  if (changes.length === 0) {
    return (
      <p className="tab-entries__empty">
        {t(inRecord ? 'contract.changesInRecord' : 'changes.none')}
      </p>
    );
  }
  return (
    <ul className="tab-entry__cards">
      {changes.map((change) => (
        <li key={change.key} className="tab-entry__card">
          <div className="tab-entry__aside">
            <h5 className="tab-entry__subtitle">{change.title}</h5>
            <GlossaryBadge group="change" status={change.status} />
          </div>
          <TermsList rows={change.rows} />
          <EntryDocuments documents={change.documents} level={6} />
        </li>
      ))}
    </ul>
  );
}
