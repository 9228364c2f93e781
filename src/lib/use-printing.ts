import { createContext, useContext, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';

/**
 * A page that is printed whole (the tender's dossier): every part renders expanded, on the
 * server too, so it prints the same with or without scripts.
 */
export const PrintAllContext = createContext(false);

let printing = false;

const subscribe = (onChange: () => void): (() => void) => {
  const set = (next: boolean) => () => {
    printing = next;
    // Rendered before the browser lays the page out for print, not a frame later.
    flushSync(onChange);
  };
  const before = set(true);
  const after = set(false);
  window.addEventListener('beforeprint', before);
  window.addEventListener('afterprint', after);
  return () => {
    window.removeEventListener('beforeprint', before);
    window.removeEventListener('afterprint', after);
  };
};
const isPrinting = () => printing;
const onServer = () => false;

/**
 * Whether the page is being printed (between the browser's `beforeprint` and `afterprint`) or
 * is a page printed whole: what a reader opens on demand (the other tabs of a card, a long
 * list's rest, a lazy accordion's body) is then rendered, so the paper holds all of it.
 */
export function usePrinting(): boolean {
  const printAll = useContext(PrintAllContext);
  const now = useSyncExternalStore(subscribe, isPrinting, onServer);
  return printAll || now;
}
