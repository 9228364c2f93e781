/**
 * What a page says of itself in the document's head, as its component renders: the server
 * writes it into the page's HTML (link previews and search engines read it), the browser sets
 * the tab's title from it.
 */
export interface PageHead {
  /** The browser tab's title: '<page> — <portal name>' within DOCUMENT_TITLE_MAX characters. */
  title: string;
  /** The page's own title, undecorated (Open Graph); none for the home page. */
  pageTitle?: string;
  /** What the page is about, in a line (key facts); none: the portal's own description. */
  description?: string;
  /** An article is an 'article' to Open Graph; every other page a 'website'. */
  type?: 'article';
  /** The image at the top of the page (a path here): fetched with the page. */
  image?: string;
  /** The page's Atom feed (a path and query here), for feed readers to find. */
  feed?: { href: string; title: string };
}

/** What the server render (src/app/entry-server.tsx) makes of one page request. */
export type ServerRender =
  /**
   * The page's markup for `#root`, its hydration data (JSON, safe inside a script block) and
   * what the page said of itself for the head (none: the portal's generic head); `countsDown`
   * when a part of it counts down the time, so that it is stale within the minute; `sources`,
   * the source files of the code its routes render with (src/app/route-sources.ts).
   */
  | {
      kind: 'page';
      status: number;
      html: string;
      data: string;
      head: PageHead | undefined;
      countsDown: boolean;
      sources: readonly string[];
    }
  /** The router's redirect. */
  | { kind: 'redirect'; status: number; location: string };
