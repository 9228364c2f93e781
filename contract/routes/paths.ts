import type { SearchSection } from '../api.ts';
import { officialDocumentPath, TENDER_TABS } from './tender-pages.ts';
import type { OfficialDocumentKey, TenderTabName } from './tender-pages.ts';

/** An e-marketplace's page is /majdanchiki-<slug>. */
export const MARKETPLACE_PATH_PREFIX = 'majdanchiki-';

export function marketplacePath(slug: string): string {
  return `/${MARKETPLACE_PATH_PREFIX}${slug}`;
}

/** Links to the routes of the route table (one place that knows the URLs). */
export const paths = {
  home: '/',
  uiKit: '/ui-kit',
  uiKitItem: (id: string) => `/ui-kit/${encodeURIComponent(id)}`,
  search: (section: SearchSection) => `/search/${section}`,
  news: '/news',
  saved: '/saved',
  glossary: '/glossary',
  flags: '/flags',
  /** The API's description for researchers (the document itself is /api/openapi.json). */
  apiDocs: '/api',
  /** The tender search with one red flag chosen. */
  flagSearch: (code: string) => `/search/tender?flags[0]=${encodeURIComponent(code)}`,
  article: (id: string) => `/news/${encodeURIComponent(id)}`,
  tender: (id: string) => `/tender/${encodeURIComponent(id)}`,
  plan: (id: string) => `/plan/${encodeURIComponent(id)}`,
  framework: (id: string) => `/framework/${encodeURIComponent(id)}`,
  product: (id: string) => `/product/${encodeURIComponent(id)}`,
  org: (edrpou: string) => `/org/${encodeURIComponent(edrpou.trim())}`,
  tenderTab: (id: string, tab: TenderTabName) => {
    const base = `/tender/${encodeURIComponent(id)}`;
    const path = TENDER_TABS.find((entry) => entry.name === tab)?.path ?? '';
    return path === '' ? base : `${base}/${path}`;
  },
  /** The whole tender to print: the details and every tab after them. */
  tenderDossier: (id: string) => `/tender/${encodeURIComponent(id)}/print`,
  /** A document made from the tender's data: its register, disclosure protocol, intent notice. */
  tenderOfficial: (id: string, key: OfficialDocumentKey) =>
    `/tender/${encodeURIComponent(id)}/${officialDocumentPath(key)}`,
} as const;
