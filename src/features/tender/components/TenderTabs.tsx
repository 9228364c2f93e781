import '../tender-texts';
import clsx from 'clsx';
import { NavLink, useLocation, useNavigation, useParams } from 'react-router-dom';
import type { TabCounters } from '../../../../contract/tender';
import { paths } from '../../../../contract/routes/paths';
import { DelayedLoading } from '../../../components/ui/loading/DelayedLoading';
import { useTranslation } from 'react-i18next';
import { tabCount } from '../model/head/tab-counters';
import { TENDER_TABS } from '../../../../contract/routes/tender-pages';
import { onTabBarKeyDown } from './head/tab-bar-keys';

/** Another tab of this tender is loading its data (the open tab stays until it is in). */
function useOpeningTab(id: string): boolean {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const next = navigation.location?.pathname;
  const tender = paths.tender(id);
  return (
    navigation.state === 'loading' &&
    next !== undefined &&
    next !== pathname &&
    (next === tender || next.startsWith(`${tender}/`))
  );
}

/**
 * The tabs are links to child routes (a URL per tab); the current one has aria-current. A row
 * that cannot hold them all wraps, so every tab is in sight on a phone.
 * Every counter shows, a zero one muted, so an empty tab is known before it is opened. Arrows,
 * Home and End move along the row, Space opens a tab (tab-bar-keys).
 */
export function TenderTabs({ tenderID, counters }: { tenderID: string; counters: TabCounters }) {
  const { t } = useTranslation(['tender', 'tenderHead']);
  // The tabs keep the address the tender was opened by (its tenderID or its internal id).
  const id = useParams().id ?? tenderID;
  const opening = useOpeningTab(id);
  return (
    <>
      <nav className="tender-tabs" aria-label={t('tabs.label')}>
        <ul className="tender-tabs__list" onKeyDown={onTabBarKeyDown}>
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
                >
                  {/* The name is text in the link ('Лоти (3)'), not a label over what it shows. */}
                  {count === undefined ? null : (
                    <span className="visually-hidden">
                      {t('tenderHead:tabCount', { tab: label, count })}
                    </span>
                  )}
                  <span
                    className="tender-tabs__label"
                    data-label={label}
                    aria-hidden={count === undefined ? undefined : true}
                  >
                    {label}
                  </span>
                  {count === undefined ? null : (
                    <span
                      className={clsx(
                        'tender-tabs__count',
                        count === 0 && 'tender-tabs__count--zero',
                      )}
                      aria-hidden="true"
                    >
                      {count}
                    </span>
                  )}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      {opening ? <DelayedLoading /> : null}
    </>
  );
}
