import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { TENDER_TABS } from '../model/tabs';

/** The tabs are links to child routes (a URL per tab); the current one has aria-current. */
export function TenderTabs({ tenderID }: { tenderID: string }) {
  const { t } = useTranslation('tender');
  return (
    <nav className="tender-tabs" aria-label={t('tabs.label')}>
      <ul className="tender-tabs__list">
        {TENDER_TABS.map((tab) => (
          <li key={tab.name}>
            <NavLink
              className="tender-tabs__link"
              to={paths.tenderTab(tenderID, tab.name)}
              end
              preventScrollReset
            >
              {t(`tabs.${tab.name}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
