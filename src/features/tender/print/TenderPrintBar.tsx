import './locales';
import { useContext } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../../contract/routes/paths';
import { apiLinkBaseUrl } from '../../../lib/http';
import { useLang } from '../../../lib/i18n';
import { useOnline } from '../../../lib/use-online';
import { tenderFeedHref, tenderOcdsFileName, tenderOcdsHref } from './print-links';
import { useIsTenderDossier } from './use-dossier';
import './print.css';
import { PartialTenderContext } from '../partial-tender';
import { fetchWholeTender } from '../whole-tender';
import { PrintButton } from './PrintButton';

/**
 * Under the tender's head: print this page (a button, in the server's HTML too so that nothing
 * moves when scripts start; left out without scripts by noscript.css), open the whole tender to
 * print, download its OCDS package and follow its Atom feed (plain links, without scripts too;
 * offline, a line saying when they return).
 */
export function TenderPrintBar({ tenderID }: { tenderID: string }) {
  const { t } = useTranslation('tenderPrint');
  const whole = useIsTenderDossier();
  const lang = useLang();
  const online = useOnline();
  const page = useContext(PartialTenderContext);
  // A page that carried part of the tender prints once the whole record has come.
  const ready = page?.partial ? () => fetchWholeTender(page.tender.id) : undefined;
  return (
    <nav className="tender-print-bar" aria-label={t('label')}>
      <PrintButton className="tender-print-bar__print" label={t('print')} ready={ready} />
      {whole ? (
        <Link to={paths.tender(tenderID)}>{t('back')}</Link>
      ) : (
        <Link to={paths.tenderDossier(tenderID)}>{t('printAll')}</Link>
      )}
      {online ? (
        <>
          <a
            href={tenderOcdsHref(apiLinkBaseUrl(), tenderID, lang)}
            download={tenderOcdsFileName(tenderID)}
          >
            {t('ocds')}
            <span className="visually-hidden"> ({t('ocdsHint')})</span>
          </a>
          <a href={tenderFeedHref(tenderID, lang)} type="application/atom+xml">
            {t('feed')}
            <span className="visually-hidden"> ({t('feedHint')})</span>
          </a>
        </>
      ) : (
        <span className="tender-print-bar__offline">{t('ocdsOffline')}</span>
      )}
    </nav>
  );
}
