import '../tender-texts';
import '../locales';
import { useMemo } from 'react';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { HydratesApart } from '../../../components/ui/hydrates-apart/HydratesApart';
import { useLang } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLabel } from '../../../lib/use-reference-data';
import { TenderChangesIsland } from '../../saved';
import { useTender, useTenderPartial, useTenderTab } from '../hooks';
import { PartialTenderContext } from '../partial-tender';
import { toTenderDescription, toTenderHead } from '../model/tender-view';
import { tenderFeedHref } from '../print/print-links';
import { TenderPrintBar } from '../print/TenderPrintBar';
import { useOfficialDocument } from '../official/use-official-document';
import { useIsTenderDossier } from '../print/use-dossier';
import { TenderFlags } from './head/TenderFlags';
import { TenderHead } from './head/TenderHead';
import { TenderTabs } from './TenderTabs';
import { TenderTimeline } from './timeline/TenderTimeline';
import './tender.css';

/** /tender/:id: the head, the timeline, the tabs and the open tab. */
export function TenderPage() {
  const { t } = useTranslation('tender');
  const { t: print } = useTranslation('tenderPrint');
  const lang = useLang();
  const tender = useTender();
  const partial = useTenderPartial();
  const page = useMemo(() => ({ tender, partial }), [tender, partial]);
  const head = toTenderHead(tender, lang, useLabel());
  // The whole tender to print and its documents are named as a tab is.
  const dossier = useIsTenderDossier();
  const official = useOfficialDocument();
  const openTab = useTenderTab();
  const tab = dossier ? 'tender_dossier' : (official ?? openTab);
  // The default tab is the tender itself: its title alone names the page.
  useDocumentTitle(
    tab === undefined || tab === 'purchase_details'
      ? head.title
      : {
          text: head.title,
          label: (title) => t('tabDocumentTitle', { tab: t(`tabs.${tab}`), title }),
        },
    {
      description: toTenderDescription(head, t('summary', { returnObjects: true })),
      feed: { href: tenderFeedHref(head.tenderID, lang), title: print('feedTitle') },
    },
  );
  // A document of the tender is a page of its own, under its own heading.
  if (official) {
    return (
      <article className="page tender">
        <Outlet />
      </article>
    );
  }
  return (
    <PartialTenderContext.Provider value={page}>
      <article className="page tender">
        <TenderHead
          head={head}
          flags={
            <HydratesApart>
              <TenderFlags tender={tender} />
            </HydratesApart>
          }
        />
        <TenderPrintBar tenderID={head.tenderID} />
        <TenderChangesIsland tenderId={tender.id} />
        <HydratesApart>
          <TenderTimeline tender={tender} />
        </HydratesApart>
        <TenderTabs tenderID={head.tenderID} counters={tender.tabCounters} />
        <div className="tender__tab">
          <HydratesApart>
            <Outlet />
          </HydratesApart>
        </div>
      </article>
    </PartialTenderContext.Provider>
  );
}
