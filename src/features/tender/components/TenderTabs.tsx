import { useTranslation } from '../../../lib/i18n';
import { NavLink, useParams } from 'react-router-dom';
import type { TabCounters } from '../../../../contract/tender';
import { paths } from '../../../app/paths';
import { tabCount } from '../model/head/tab-counters';
import { TENDER_TABS } from '../model/tabs';
import { useCurrentTabInView } from './head/use-current-tab-in-view';

/**
 * The tabs are links to child routes (a URL per tab); the current one has aria-current. On a
 * phone the row scrolls sideways, with a shadow at the edge that still has tabs beyond it.
 */
export function TenderTabs({ tenderID, counters }: { tenderID: string; counters: TabCounters }) {
  const { t } = useTranslation(['tender', 'tenderHead']);
  const listRef = useCurrentTabInView<HTMLUListElement>();
  // The tabs keep the address the tender was opened by (its tenderID or its internal id).
  const id = useParams().id ?? tenderID;
  return (
    <nav className="tender-tabs" aria-label={t('tabs.label')}>
      <ul className="tender-tabs__list" ref={listRef}>
        {TENDER_TABS.map((tab) => {
          const label = t(`tabs.${tab.name}`);
          const count = tabCount(tab.name, counters);
          return (
            <li key={tab.name}>
              <NavLink
                className="tender-tabs__link"
                to={paths.tenderTab(id, tab.name)}
                end
                preventScrollReset
                aria-label={
                  count === undefined ? undefined : t('tenderHead:tabCount', { tab: label, count })
                }
              >
                {label}
                {count === undefined ? null : <span className="tender-tabs__count">{count}</span>}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
