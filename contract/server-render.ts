/** What the server render (src/app/entry-server.tsx) makes of one page request. */
export type ServerRender =
  /** The page's markup for `#root` and its hydration data (JSON, safe inside a script block). */
  | { kind: 'page'; status: number; html: string; data: string }
  /** The router's redirect. */
  | { kind: 'redirect'; status: number; location: string };
