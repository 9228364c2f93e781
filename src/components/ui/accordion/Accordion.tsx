import clsx from 'clsx';
import { useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useHydrated, useRenderedOnServer } from '../../../lib/use-hydrated';
import { usePrinting } from '../../../lib/use-printing';
import { addHashId, hashHasId, removeHashId } from './accordion-hash';
import { EnclosingAccordions, openingHref, queryOpens } from './accordion-link';
import './accordion.css';

export interface AccordionProps {
  /** The element id; the URL hash names it to open the accordion (#id). */
  id: string;
  title: ReactNode;
  children: ReactNode;
  /** Heading level of the title (default 3). */
  level?: 2 | 3 | 4 | 5;
  /** Open on first render even without the hash or the query naming it. */
  defaultOpen?: boolean;
  /** Extra content in the header row (a status badge), outside the button. */
  aside?: ReactNode;
  /**
   * Render the body only while open (a long list of closed accordions costs only headers), except
   * in a page rendered on the server, which carries every body, and while the page is printed.
   */
  lazy?: boolean;
  /**
   * The page's data lacks the body (the server left it out, closed): until the page hydrates the
   * header is a link to the page that opens it, which the server renders; after, the body renders
   * only while open, and `onOpen` is the moment to fetch what it shows.
   */
  withheld?: boolean;
  /** Called when the accordion opens, and at mount when it starts open. */
  onOpen?: () => void;
}

const subscribeToHash = (onChange: () => void): (() => void) => {
  window.addEventListener('hashchange', onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
  };
};
const currentHash = () => window.location.hash;
/** The server never sees the hash; hydration renders as the server did, then the browser's. */
const noHash = () => '';

function replaceHash(hash: string): void {
  const { pathname, search } = window.location;
  // replaceState: no navigation, no scroll jump, and history keeps react-router's state.
  window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
}

/** Until the page hydrates, a link to the page with the accordions `ids` open; then `button`. */
function LinkUntilHydrated({
  ids,
  label,
  button,
}: {
  ids: readonly string[];
  label: ReactNode;
  button: ReactNode;
}) {
  const location = useLocation();
  if (useHydrated()) return button;
  return (
    <a className="accordion__button accordion__button--link" href={openingHref(location, ids)}>
      {label}
    </a>
  );
}

/**
 * A disclosure with a heading button (aria-expanded, aria-controls). It opens from the URL
 * hash, or from the query (`?open=`, which the server renders), adds its id to the hash when
 * opened and removes it when closed; the 250 ms animation is off when the user prefers reduced
 * motion.
 */
export function Accordion({
  id,
  title,
  children,
  level = 3,
  defaultOpen = false,
  aside,
  lazy = false,
  withheld = false,
  onOpen,
}: AccordionProps) {
  const hash = useSyncExternalStore(subscribeToHash, currentHash, noHash);
  // A server-rendered page has every body in its HTML, and keeps it: dropping the closed ones
  // after hydration cost a long tender a long task of DOM removals.
  const fromServer = useRenderedOnServer();
  // Printed, every body is on the paper (the print style sheet shows closed panels).
  const printing = usePrinting();
  const [searchParams] = useSearchParams();
  const enclosing = useContext(EnclosingAccordions);
  const within = useMemo(() => [...enclosing, id], [enclosing, id]);
  const [toggled, setToggled] = useState<boolean>();
  const open = toggled ?? (defaultOpen || queryOpens(searchParams, id) || hashHasId(hash, id));

  useEffect(() => {
    if (open) onOpen?.();
  }, [open, onOpen]);

  useEffect(() => {
    const onHashChange = () => {
      if (hashHasId(window.location.hash, id)) setToggled(true);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => {
      window.removeEventListener('hashchange', onHashChange);
    };
  }, [id]);

  const toggle = () => {
    const next = !open;
    setToggled(next);
    const { hash: current } = window.location;
    replaceHash(next ? addHashId(current, id) : removeHashId(current, id));
  };

  const Heading = `h${String(level)}` as 'h3';
  const panelId = `${id}-panel`;
  const icon = (
    <svg
      className="accordion__icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <path fill="currentColor" d="M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6z" />
    </svg>
  );
  const label = (
    <>
      <span className="accordion__title">{title}</span>
      {icon}
    </>
  );
  const button = (
    <button
      type="button"
      className="accordion__button"
      aria-expanded={open}
      aria-controls={panelId}
      onClick={toggle}
    >
      {label}
    </button>
  );
  const bodyShown = withheld ? open || printing : !lazy || open || fromServer || printing;
  return (
    <section id={id} className={clsx('accordion', open && 'accordion--open')}>
      <div className="accordion__header">
        <Heading className="accordion__heading">
          {withheld ? <LinkUntilHydrated ids={within} label={label} button={button} /> : button}
        </Heading>
        {aside}
      </div>
      <div id={panelId} className="accordion__panel">
        <div className="accordion__inner">
          <EnclosingAccordions.Provider value={within}>
            {bodyShown ? children : null}
          </EnclosingAccordions.Provider>
        </div>
      </div>
    </section>
  );
}
