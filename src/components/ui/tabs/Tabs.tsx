import clsx from 'clsx';
import { useContext, useId, useRef, useState } from 'react';
import type { CSSProperties, KeyboardEvent, ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { samePageHref } from '../../../lib/same-page-href';
import { EnclosingAccordions, openingThem } from '../accordion/accordion-link';
import { useHydrated } from '../../../lib/use-hydrated';
import { usePrinting } from '../../../lib/use-printing';
import {
  initialTab,
  linkedTab,
  TAB_LINK_PARAM,
  tabIndexAfterKey,
  tabLinkValue,
} from './tabs-model';
import './tabs.css';

export interface TabItem {
  /** Stable id; also the value in the URL. */
  id: string;
  label: ReactNode;
  content: ReactNode;
  /** False: printed pages leave the tab off (what it says, the paper says elsewhere). */
  onPaper?: boolean;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  /** The tablist's accessible name. */
  label: string;
  /** Selected when the URL names no tab; else the first. */
  selected?: string;
  /** Keeps the selection in this query parameter (?param=id), so a link can name the tab. */
  param?: string;
  /** The tab bar's maximum width in px. */
  maxWidth?: number;
}

/**
 * WAI-ARIA tabs: roving tabindex, arrow keys (wrapping), Home and End; selection follows
 * focus. With `param` the selection lives in the URL query, replaced in place. Until the page
 * hydrates, each tab is a link to the page with it chosen, which the server renders: tabs work
 * before and without scripts. Printed, all panels show, each under its tab's label.
 */
export function Tabs({ tabs, label, selected, param, maxWidth }: TabsProps) {
  const prefix = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  // A link to a tab inside accordions opens them too, so the page it opens shows the tab.
  const location = openingThem(useLocation(), useContext(EnclosingAccordions));
  const ids = tabs.map((tab) => tab.id);
  const [localId, setLocalId] = useState(() =>
    initialTab(ids, selected, linkedTab(searchParams.get(TAB_LINK_PARAM), prefix)),
  );
  const current = param
    ? initialTab(ids, selected, searchParams.get(param))
    : initialTab(ids, localId);
  const buttons = useRef(new Map<string, HTMLElement>());
  // Links while the server's HTML is all there is; once scripts work, a tab selects in place (and
  // one mounted in the browser never links an anchor id the server's page may not have).
  const hydrated = useHydrated();
  const listId = `${prefix}-tabs`;
  const hrefOf = (id: string): string =>
    param
      ? samePageHref(location, param, id, listId)
      : samePageHref(location, TAB_LINK_PARAM, tabLinkValue(prefix, id), listId);
  // Printed, every panel is on the paper, one after another under its label.
  const printing = usePrinting();

  const select = (id: string) => {
    if (param) {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set(param, id);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    } else {
      setLocalId(id);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // From the focused tab, the reader's latest choice: a selection kept in the URL shows once
    // its navigation lands, and keys may come faster.
    const focused = ids.find((id) => buttons.current.get(id) === event.target) ?? current;
    const index = focused === undefined ? 0 : ids.indexOf(focused);
    const target = tabIndexAfterKey(event.key, index, ids.length);
    const id = target === undefined ? undefined : ids[target];
    if (id === undefined) return;
    event.preventDefault();
    select(id);
    buttons.current.get(id)?.focus();
  };

  if (printing) {
    return (
      <div className="tabs tabs--printed">
        {tabs
          .filter((tab) => tab.onPaper !== false)
          .map((tab) => (
            <div key={tab.id} className="tabs__panel">
              <p className="tabs__print-label">{tab.label}</p>
              {tab.content}
            </div>
          ))}
      </div>
    );
  }

  const style =
    maxWidth === undefined ? undefined : ({ maxWidth: `${maxWidth}px` } as CSSProperties);
  return (
    <div className="tabs">
      <div
        id={listId}
        role="tablist"
        aria-label={label}
        className="tabs__list"
        style={style}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const isSelected = tab.id === current;
          return (
            <a
              key={tab.id}
              href={hydrated ? undefined : hrefOf(tab.id)}
              ref={(element) => {
                if (element) buttons.current.set(tab.id, element);
                else buttons.current.delete(tab.id);
              }}
              role="tab"
              id={`${prefix}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`${prefix}-panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              className={clsx('tabs__tab', isSelected && 'tabs__tab--selected')}
              data-label={typeof tab.label === 'string' ? tab.label : undefined}
              onClick={() => {
                select(tab.id);
              }}
            >
              {tab.label}
            </a>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${prefix}-panel-${tab.id}`}
          aria-labelledby={`${prefix}-tab-${tab.id}`}
          tabIndex={0}
          hidden={tab.id !== current}
          className="tabs__panel"
        >
          {tab.id === current ? tab.content : null}
        </div>
      ))}
    </div>
  );
}
