import '../../tender-texts';
import './locales';
import type { TenderComplaintsAnswer } from '../../../../../contract/tender-tabs';
import { useTranslation } from 'react-i18next';
import { useTender } from '../../hooks';
import { TabLoadFailed } from '../TabLoadFailed';
import { useTenderTabData } from '../tab-data';
import { ComplaintGroup } from './ComplaintGroup';
import { toComplaintGroups } from './model/complaints-tab-view';
import { useComplaintsContext } from './use-complaints-context';
import '../tabs.css';
import './complaints.css';

/** /tender/:id/complaints: the complaints to the review body, by what they are about. */
export function ComplaintsTab() {
  const { t } = useTranslation(['tenderComplaints', 'tender']);
  const { answer, failed } = useTenderTabData<TenderComplaintsAnswer>();
  const tender = useTender();
  const groups = toComplaintGroups(answer.data, tender, useComplaintsContext());
  return (
    <div className="tab-sections">
      {groups.length === 0 ? (
        <section aria-labelledby="complaints-title">
          <h2 id="complaints-title">{t('tender:tabs.tender_complaints')}</h2>
          {failed ? <TabLoadFailed /> : <p className="tab-entries__empty">{t('empty')}</p>}
        </section>
      ) : (
        groups.map((group) => <ComplaintGroup key={group.key} group={group} />)
      )}
    </div>
  );
}
