import { isRouteErrorResponse } from 'react-router-dom';
import type { StaticHandlerContext } from 'react-router-dom';
import type { Lang } from '../../contract/api';
import type { DictionaryKey } from '../../contract/static-data';
import type { Dictionaries } from '../lib/reference-data';
import { packRepeats } from '../../contract/repeats';
import { parseRenderedData, RENDERED_DATA_ID } from '../../contract/server-rendered';

/** What a server-rendered page hands the browser for hydration, in a non-executed JSON block. */
export interface RenderedData {
  lang: Lang;
  /** When the server rendered it (epoch ms): hydration renders what depends on "now" with it. */
  renderedAt: number;
  /** The router's hydration state, its errors in react-router's own serialised form. */
  router: {
    loaderData: StaticHandlerContext['loaderData'];
    actionData: StaticHandlerContext['actionData'];
    errors: Record<string, unknown> | null;
  };
  /**
   * The reference dictionaries the page was labelled with, in its language: whole where the page
   * lists a dictionary's entries, else only the entries it shows.
   */
  dictionaries: Dictionaries;
  /** The page's dictionaries not sent whole, which the browser loads after hydration. */
  partialDictionaries: DictionaryKey[];
}

/** react-router's own form (see its StaticRouterProvider), which createBrowserRouter revives. */
const serializeErrors = (errors: StaticHandlerContext['errors']): Record<string, unknown> | null =>
  errors &&
  Object.fromEntries(
    Object.entries(errors).map(([routeId, error]): [string, unknown] => {
      if (isRouteErrorResponse(error)) return [routeId, { ...error, __type: 'RouteErrorResponse' }];
      if (error instanceof Error) return [routeId, { message: error.message, __type: 'Error' }];
      return [routeId, error];
    }),
  );

/**
 * The JSON for the page's data block, its repeats written once (contract/repeats.ts): every `<`
 * escaped, so upstream text cannot close the block or open a comment in it; U+2028/2029 escaped
 * for any reader that evaluates it.
 */
export function toRenderedData({
  lang,
  renderedAt,
  router,
  dictionaries,
  partialDictionaries,
}: {
  lang: Lang;
  renderedAt: number;
  router: Pick<StaticHandlerContext, 'loaderData' | 'actionData' | 'errors'>;
  dictionaries: Dictionaries;
  partialDictionaries: DictionaryKey[];
}): string {
  const data: RenderedData = {
    lang,
    renderedAt,
    router: {
      loaderData: router.loaderData,
      actionData: router.actionData,
      errors: serializeErrors(router.errors),
    },
    dictionaries,
    partialDictionaries,
  };
  // As plain JSON first: what JSON.stringify leaves out or turns to text is gone before packing.
  const json = JSON.parse(JSON.stringify(data)) as unknown;
  return JSON.stringify(packRepeats(json))
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The page's data block, parsed; undefined for the offline shell (nothing rendered on the server). */
export function readRenderedData(): RenderedData | undefined {
  const block = document.getElementById(RENDERED_DATA_ID);
  if (!block?.textContent) return undefined;
  return parseRenderedData(block.textContent) as RenderedData;
}
