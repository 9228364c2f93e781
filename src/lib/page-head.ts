import type { PageHead } from '../../contract/server-render';
import { EM_DASH } from '../../contract/format/text';

export type { PageHead };

/** What a page adds to its title: its description, its kind, its image. */
export type PageAbout = Omit<PageHead, 'title' | 'pageTitle'>;

/** On the server: where the page being rendered reports its head (see entry-server.tsx). */
let reportHead: (() => ((head: PageHead) => void) | undefined) | undefined;

/** The server render's way to hear what the page it renders says of itself. */
export function setPageHeadReport(source: () => ((head: PageHead) => void) | undefined): void {
  reportHead = source;
}

/** Reports the page's head to the server render; in the browser, nothing. */
export function reportPageHead(head: PageHead): void {
  reportHead?.()?.(head);
}

/** Facts as 'Label: value · Label: value', the missing ones (absent or '—') left out. */
export function describeFacts(facts: readonly (readonly [string, string | undefined])[]): string {
  return facts
    .filter((fact): fact is readonly [string, string] => Boolean(fact[1]) && fact[1] !== EM_DASH)
    .map(([label, value]) => `${label}: ${value}`)
    .join(' · ');
}
