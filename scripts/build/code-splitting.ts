/**
 * How the client's modules are grouped into chunks (vite.config.ts, rolldown's codeSplitting).
 *
 * `npm start` serves HTTP/1.1, where a browser opens at most six connections to a host, so every
 * chunk a page waits for can cost a round trip. Left to the automatic chunking, every module that
 * two lazy chunks share gets a chunk of its own: the large tender page waited for 28 scripts.
 * These groups keep the first visit to a few larger chunks without loading much unused code.
 */

interface ModuleInfo {
  isEntry: boolean;
  importers: readonly string[];
  dynamicImporters: readonly string[];
}

/** The module graph as the chunking pass sees it (rolldown's ChunkingContext). */
export interface ModuleGraph {
  getModuleInfo(id: string): ModuleInfo | null;
}

type NameFunction = (id: string, graph: ModuleGraph) => string | null;

/**
 * The modules whose loading brings `id` along: the entry or lazily imported modules that reach
 * it through static imports (itself included when it is one).
 */
function loadersOf(): (id: string, graph: ModuleGraph) => ReadonlySet<string> {
  const known = new Map<string, Set<string>>();
  const loaders = (id: string, graph: ModuleGraph): Set<string> => {
    const cached = known.get(id);
    if (cached) return cached;
    const found = new Set<string>();
    known.set(id, found); // an import cycle does not reach a loader through itself
    const info = graph.getModuleInfo(id);
    if (!info) return found;
    if (info.isEntry || info.dynamicImporters.length > 0) found.add(id);
    for (const importer of info.importers) for (const m of loaders(importer, graph)) found.add(m);
    return found;
  };
  return loaders;
}

const inFolder = (folder: string) =>
  new RegExp(`[\\\\/]${folder.replaceAll('/', '[\\\\/]')}[\\\\/]`);
const TENDER = inFolder('src/features/tender');
/**
 * What a first visit of a tender shows: its page and the default tab, with the outcome sections
 * (bids, awards) that tab loads apart.
 */
const TENDER_DEFAULT_VIEW =
  /[\\/]src[\\/]features[\\/]tender[\\/]components[\\/](TenderPage\.tsx|PurchaseDetailsTab\.tsx|outcome[\\/]outcome-sections\.ts)$/;
/** The UI kit's own pages show every component; they load the tender's chunk with them. */
const TENDER_OR_UI_KIT = [TENDER, inFolder('src/features/ui-kit')];
const UI = [inFolder('src/components'), inFolder('node_modules/clsx')];
/** The local database's modules load once the page has settled, not with the page. */
const LOCAL_DB = /[\\/]src[\\/]lib[\\/](offline[\\/]|(use-)?(local-)?db\.)/;
/** The answers' shape check, with TypeBox: it comes with the first answer a page asks for. */
const ANSWER_CHECK = /[\\/]src[\\/]lib[\\/]fits-schema\./;
const LIB = inFolder('src/lib');
/** The app, which the page's one script (src/app/start.ts) imports once the page has painted. */
const APP_MAIN = /[\\/]src[\\/]app[\\/]main\.tsx$/;
/**
 * Vite's helper for dynamic imports, the holder of clicks made before the app hydrates, and the
 * name of the block that lists the page's scripts.
 */
const START_MODULES =
  /vite\/preload-helper|[\\/]src[\\/]lib[\\/]held-clicks\.|[\\/]contract[\\/]page-modules\./;
/**
 * The home page, the first page of most visits: the few view helpers it uses (formatting, an
 * external link, the document's title), which nearly every page uses too, come with the shell,
 * so that it does not load the whole 'ui' chunk for them.
 */
const HOME_PAGE = /[\\/]src[\\/]features[\\/]home[\\/]HomePage\.tsx$/;
/** React itself, which the page's script imports a task ahead of the app. */
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
/** The bidding countdown: only search results, saved tenders and the tender's timeline use it. */
const COUNTDOWN = /[\\/]src[\\/]lib[\\/]countdown\./;

/**
 * The glossary's door, badges and labels (not its texts, loaded when a popup opens): search cards,
 * profiles, plans and the tender's pages show them. Left to the automatic chunking they joined
 * the 'tender' chunk, and every page that shows a badge loaded the tender's views with it.
 */
const GLOSSARY_TERMS =
  /[\\/]src[\\/]features[\\/]glossary[\\/](index\.ts|components[\\/](Glossary(Term|Badge)\.|glossary-term\.css)|model[\\/]|content[\\/]load\.)/;

/** The query strings' serialiser, with qs: a page rendered on the server has no request to make. */
const QUERY = /[\\/]src[\\/]lib[\\/]query\./;
const PACKAGE = /[\\/]node_modules[\\/]/;
const DATE_ENGLISH = /[\\/]node_modules[\\/]date-fns[\\/]locale[\\/]en-(GB|US)[\\/.]/;

/** A package only the query strings' serialiser brings (qs and its own). */
function queryOnly(): (id: string, graph: ModuleGraph) => boolean {
  const known = new Map<string, boolean>();
  const only = (id: string, graph: ModuleGraph): boolean => {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    known.set(id, false); // a cycle does not vouch for itself
    const info = graph.getModuleInfo(id);
    const found =
      PACKAGE.test(id) &&
      info !== null &&
      info.dynamicImporters.length === 0 &&
      info.importers.length > 0 &&
      info.importers.every((importer) => QUERY.test(importer) || only(importer, graph));
    known.set(id, found);
    return found;
  };
  return only;
}

const isViewModule = (id: string): boolean =>
  UI.some((folder) => folder.test(id)) ||
  GLOSSARY_TERMS.test(id) ||
  (LIB.test(id) &&
    !LOCAL_DB.test(id) &&
    !COUNTDOWN.test(id) &&
    !ANSWER_CHECK.test(id) &&
    !QUERY.test(id));

/** The chunk groups, in the order rolldown applies them. */
export function codeSplittingGroups(): {
  name: NameFunction;
  includeDependenciesRecursively?: false;
}[] {
  const loaders = loadersOf();
  /** Only the tender's page and tabs (or the UI kit's pages) load it. */
  const tenderOnly = (by: ReadonlySet<string>): boolean =>
    [...by].every((loader) => TENDER_OR_UI_KIT.some((folder) => folder.test(loader)));

  /**
   * 'shell': everything the app (main.tsx) imports statically. The browser needs it all before
   * the first render anyway.
   */
  const shell: NameFunction = (id, graph) => {
    const by = [...loaders(id, graph)];
    return by.some((loader) => APP_MAIN.test(loader)) ||
      (isViewModule(id) && by.some((loader) => HOME_PAGE.test(loader)))
      ? 'shell'
      : null;
  };

  /** What the page's script uses itself, though the app imports it too: it stays out of 'shell'. */
  const start: NameFunction = (id) => (START_MODULES.test(id) ? 'start' : null);

  /**
   * 'ui': the UI kit's components and the small view helpers (formatting, titles) that lazy
   * pages share, but not those only the tender's pages use.
   */
  const ui: NameFunction = (id, graph) => {
    const by = loaders(id, graph);
    return by.size > 1 && isViewModule(id) && !tenderOnly(by) ? 'ui' : null;
  };

  /**
   * 'tender': the view modules that the tender's page and its tabs share, when nothing outside
   * them loads them (a search result's countdown stays out), and the tender's default view uses.
   * Those only the other tabs, the print and the official documents share are chunked by who
   * loads them, so a tab loads its own: in 'tender', a first visit loaded every tab's views.
   */
  const tender: NameFunction = (id, graph) => {
    const by = loaders(id, graph);
    return (TENDER.test(id) || isViewModule(id)) &&
      by.size > 1 &&
      !by.has(id) &&
      tenderOnly(by) &&
      [...by].some((loader) => TENDER_DEFAULT_VIEW.test(loader))
      ? 'tender'
      : null;
  };

  /**
   * 'countdown': left to the automatic chunking it joined the 'tender' chunk, so search results
   * and the saved list loaded the tender page's shared views with it.
   */
  const countdown: NameFunction = (id) => (COUNTDOWN.test(id) ? 'countdown' : null);

  /**
   * 'date-en': date-fns's English locale, which formatting in English loads with the English
   * texts (src/lib/format/date-locales.ts); without a group of its own it joined the shell.
   */
  const dateEnglish: NameFunction = (id) => (DATE_ENGLISH.test(id) ? 'date-en' : null);

  /**
   * 'query': qs and what it brings (17 KB gzipped), for the pages that make requests with a query
   * (search, a profile, the API's page) and the first request for dictionaries; in the shell,
   * every first visit loaded it unused.
   */
  const isQuery = queryOnly();
  const query: NameFunction = (id, graph) => (isQuery(id, graph) ? 'query' : null);

  /** React: evaluated in a task of its own, before the rest of the app. */
  const react: NameFunction = (id) => (REACT.test(id) ? 'react' : null);

  return [
    { name: start },
    { name: react },
    { name: query },
    // Its own modules only: what it imports (date-fns' locale builders) the Ukrainian locale shares.
    { name: dateEnglish, includeDependenciesRecursively: false },
    { name: shell },
    { name: countdown },
    { name: ui },
    { name: tender },
  ];
}
