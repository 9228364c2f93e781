import '../locales';
import './locales';
import type { ComponentType } from 'react';
import { useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PrintAllContext } from '../../../lib/use-printing';
import { PurchaseDetailsTab } from '../components/PurchaseDetailsTab';
import type { TenderTabName } from '../../../../contract/routes/tender-pages';
import { ComplaintsTab } from '../tabs/complaints/ComplaintsTab';
import { ContractsTab } from '../tabs/contracts/components/ContractsTab';
import { LotsTab } from '../tabs/lots/components/LotsTab';
import { MonitoringsTab } from '../tabs/monitorings/components/MonitoringsTab';
import { QuestionsTab } from '../tabs/questions/QuestionsTab';
import { TenderTabDataContext } from '../tabs/tab-data';
import type { TenderTabData } from '../tabs/tab-data';
import type { TenderDossierData } from './dossier-loader';

interface DossierPart {
  tab: Exclude<TenderTabName, 'purchase_details'>;
  Tab: ComponentType;
  data?: (loaded: TenderDossierData) => TenderTabData<unknown>;
  /** A line printed before the part: what its paper leaves out, and where that is printed. */
  printNote?: 'lotsNote';
}

/** The tabs after the details, in the tab bar's order, each with the data its route would load. */
const PARTS: readonly DossierPart[] = [
  { tab: 'tender_questions', Tab: QuestionsTab, data: (loaded) => loaded.questions },
  { tab: 'tender_complaints', Tab: ComplaintsTab, data: (loaded) => loaded.complaints },
  { tab: 'tender_monitorings', Tab: MonitoringsTab, data: (loaded) => loaded.monitorings },
  { tab: 'agreements', Tab: ContractsTab, data: (loaded) => loaded.agreements },
  { tab: 'tender_lots', Tab: LotsTab, printNote: 'lotsNote' },
];

/**
 * /tender/:id/print: the whole tender to print, the details and then every other tab, each
 * with its own headings, with everything a reader would open expanded (on the server too).
 */
export function TenderDossier() {
  const { t } = useTranslation('tenderPrint');
  const loaded = useLoaderData<TenderDossierData>();
  return (
    <PrintAllContext.Provider value>
      <div className="tender-dossier">
        <p className="tender-dossier__note">{t('dossier')}</p>
        <PurchaseDetailsTab />
        {PARTS.map(({ tab, Tab, data, printNote }) => (
          // Each tab opens with its own headings (questions, complaints, …), as on its page.
          <div key={tab} className="tender-dossier__part" data-tab={tab}>
            {printNote ? <p className="tender-dossier__print-note">{t(printNote)}</p> : null}
            <TenderTabDataContext.Provider value={data?.(loaded)}>
              <Tab />
            </TenderTabDataContext.Provider>
          </div>
        ))}
      </div>
    </PrintAllContext.Provider>
  );
}
