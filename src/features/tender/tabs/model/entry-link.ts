import { paths } from '../../../../../contract/routes/paths';
import type { TenderTabName } from '../../../../../contract/routes/tender-pages';

/** The element id of an entry of a tab; a link's hash names it to open and show that entry. */
export const entryAnchor = (kind: 'question' | 'claim' | 'complaint', id: string): string =>
  `${kind}-${id}`;

/** The address of an entry: its tab's path with the entry's anchor as the hash. */
export const entryHref = (tenderKey: string, tab: TenderTabName, anchor: string): string =>
  `${paths.tenderTab(tenderKey, tab)}#${encodeURIComponent(anchor)}`;

/** The same address, absolute, for the clipboard. */
export const absoluteHref = (href: string, origin: string): string => new URL(href, origin).href;

/** The procurement-details tab at an object's anchor (`award-…`), which opens it there. */
export const detailsHref = (tenderKey: string, anchor: string): string =>
  `${paths.tender(tenderKey)}#${encodeURIComponent(anchor)}`;
