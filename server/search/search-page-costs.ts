/**
 * What a page of a search costs, in rows read: how many matches are counted, and when walking the
 * sort's index beats finding every match and sorting them (search-page.ts decides with these).
 */

/**
 * Matches are counted when the planner expects at most this many: each costs a read of its table
 * row, as no index answers how many rows a text matches. Past it the total is the estimate.
 */
export const COUNT_LIMIT = 1_000;

/**
 * How many matches' ids are read, in order, when few are expected: twice the expected most, so
 * that an estimate somewhat short still finds them all (the planner's guess of a text's matches
 * is often off by tens of percent).
 */
export const IDS_READ = 2 * COUNT_LIMIT;

/**
 * How much more a row costs when the page walks the sort's index and tests each row it passes
 * (reading its search vector, say) than when every match is found through the filters' indexes
 * and sorted.
 */
export const WALK_COST = 20;

/**
 * How many entries of an index's bitmap cost what reading one match does (measured at 1,000,000
 * tenders: 341,048 entries of a status and procedure type in 46 ms, 21,826 matches read in 25).
 */
const BITMAP_ENTRIES_PER_MATCH = 8;

/**
 * Walking the sort's index reads about (offset + limit) × rows / matches rows to find the page,
 * and tests each it passes (at `walkCost` each); sorting reads every match, found through the
 * filters' indexes: with leading equalities of the sort's index (`scoped`), that also means a
 * bitmap of every row they hold. This decides which, as the planner's guess of how many rows a
 * text matches can be far off either way.
 */
export const walksIndex = (
  { matches, rows, scoped = false }: { matches: number; rows: number; scoped?: boolean },
  { limit, offset }: { limit: number; offset: number },
  walkCost = WALK_COST,
): boolean => {
  if (matches <= 0) return false;
  const wanted = offset + limit;
  const passed = (wanted * rows) / matches - wanted;
  const sorted = matches + (scoped ? rows / BITMAP_ENTRIES_PER_MATCH : 0);
  return wanted + passed * walkCost < sorted;
};

/**
 * How many times the rows it expects to pass a walk of the sort's index may pass, and at least
 * how many: the planner's guess of a text's matches can be far too high (at 100,000 tenders, a
 * word's nine forms were expected to match 15,502 and matched none; the walk tested 60,390 rows
 * in 133 ms), and then the matches are found through the filters' indexes and sorted instead.
 */
const WALK_MARGIN = 4;
const WALK_FLOOR = 1_000;

/** The rows a walk of the sort's index passes before it gives up (walksIndex's expectation, with margin). */
export const walkCap = (
  { matches, rows }: { matches: number; rows: number },
  { limit, offset }: { limit: number; offset: number },
): number => Math.ceil(Math.max(WALK_FLOOR, (WALK_MARGIN * (offset + limit) * rows) / matches));

/**
 * Pages a short walk may find when the planner expects walking not to pay, and the most rows it
 * passes: a page of the matches that come at least one in ten rows in the order.
 */
const PROBE_DENSITY = 10;

/**
 * The rows of a short walk of the sort's index tried before more than COUNT_LIMIT expected
 * matches are sorted, if the page is near enough the start: the planner's guess of how many rows
 * several words match together can be far too low, as it counts them as if apart (at 1,000,000
 * tenders, the titles with «продукти», «харчування» and «дитячого»: 3,746 expected, 92,480
 * there), and the walk finds their page in a few rows. Undefined for a deeper page.
 */
export const probeCap = ({
  limit,
  offset,
}: {
  limit: number;
  offset: number;
}): number | undefined => ((offset + limit) * PROBE_DENSITY <= WALK_FLOOR ? WALK_FLOOR : undefined);

/**
 * How many times more rows a walk that gave up passes when it is tried again. The planner's guess
 * of which rows come first in an order can be far off as well: at 1,000,000 synthetic tenders,
 * the 20th completed tender by value (of 416,201 completed) was the 4,830th real tender by value.
 */
const WALK_GROWTH = 8;

/**
 * The rows the next walk passes after one that passed `cap` and gave up, while walking on costs
 * less than sorting every match (walksIndex's costs); undefined when the matches are to be sorted.
 */
export const nextWalkCap = (cap: number, matches: number): number | undefined => {
  const next = Math.min(cap * WALK_GROWTH, Math.floor(matches / WALK_COST));
  return next >= 2 * cap ? next : undefined;
};
