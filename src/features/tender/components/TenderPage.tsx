import '../locales';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { useLang } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTender, useTenderTab } from '../hooks';
import { toTenderSummary } from '../model/tender-view';
import { TenderSummary } from './TenderSummary';
import { TenderTabs } from './TenderTabs';
import './tender.css';

/** /tender/:id: the title, the summary, the tabs and the open tab. */
export function TenderPage() {
  const { t } = useTranslation('tender');
  const lang = useLang();
  const summary = toTenderSummary(useTender(), lang);
  const tab = useTenderTab();
  // The default tab is the tender itself: its title alone names the page.
  useDocumentTitle(
    tab === undefined || tab === 'purchase_details'
      ? summary.title
      : {
          text: summary.title,
          label: (title) => t('tabDocumentTitle', { tab: t(`tabs.${tab}`), title }),
        },
  );
  return (
    <article className="page tender">
      <p className="tender__notice">{t('notice')}</p>
      <h1 className="tender__title">{summary.title}</h1>
      <p className="tender__id">
        <span className="tender__id-label">{t('tenderId')}</span>{' '}
        <span className="tender__id-value">{summary.tenderID}</span>
      </p>
      <TenderSummary summary={summary} />
      <TenderTabs tenderID={summary.tenderID} />
      <div className="tender__tab">
        <Outlet />
      </div>
    </article>
  );
}
