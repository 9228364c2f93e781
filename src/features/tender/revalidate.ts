import type { ShouldRevalidateFunction } from 'react-router-dom';

/**
 * When the tender's routes load their data again; apart from their loaders, which come with the
 * routes' code, as the route table needs these at once.
 */

/** The payload stays while the user moves between the tabs of the same tender. */
export const tenderShouldRevalidate: ShouldRevalidateFunction = ({ currentParams, nextParams }) =>
  currentParams.id !== nextParams.id;

/**
 * An open tab's data is loaded again only for another tender or an explicit retry (the same
 * address): a language switch keeps it, as the answer holds both languages.
 */
export const tenderTabShouldRevalidate: ShouldRevalidateFunction = ({
  currentParams,
  nextParams,
  currentUrl,
  nextUrl,
}) => currentParams.id !== nextParams.id || currentUrl.href === nextUrl.href;
