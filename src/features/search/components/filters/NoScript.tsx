import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

/** True inside a <noscript> already: a nested one would end the outer one early in the HTML. */
const InNoScript = createContext(false);

/** What only a page without scripts shows: in a <noscript>, unless already in one. */
export function NoScript({ children }: { children: ReactNode }) {
  if (useContext(InNoScript)) return children;
  return (
    <noscript>
      <InNoScript value>{children}</InNoScript>
    </noscript>
  );
}
