import { ROUTE_PATHS, type RouteName, type RoutePath } from '../../contract/routes/route-paths.ts';

export interface RouteMatch {
  /** The matched route and its parents, outermost first ('tender', 'tender_questions'). */
  names: RouteName[];
  /** The decoded :params. */
  params: Record<string, string>;
}

interface Pattern {
  names: RouteName[];
  segments: string[];
}

const segmentsOf = (path: string): string[] => path.split('/').filter((part) => part !== '');

/** Every route with a path as a full pattern; the catch-all '*' is what matches none. */
const flatten = (routes: readonly RoutePath[], parent: Pattern): Pattern[] =>
  routes.flatMap((route) => {
    if (route.path === '*') return [];
    const path = route.path ?? '';
    const own: Pattern = {
      names: [...parent.names, route.name],
      segments: path.startsWith('/') ? segmentsOf(path) : [...parent.segments, ...segmentsOf(path)],
    };
    return [own, ...flatten(route.children ?? [], own)];
  });

const PATTERNS = flatten(ROUTE_PATHS, { names: [], segments: [] });

const matchPattern = (pattern: Pattern, parts: readonly string[]): RouteMatch | undefined => {
  if (pattern.segments.length !== parts.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of pattern.segments.entries()) {
    const part = parts[index] ?? '';
    if (segment.startsWith(':')) params[segment.slice(1)] = part;
    // Like react-router: literal segments match case-insensitively.
    else if (segment.toLowerCase() !== part.toLowerCase()) return undefined;
  }
  return { names: pattern.names, params };
};

const paramCount = (match: RouteMatch): number => Object.keys(match.params).length;

/**
 * The route of the client's table a path opens, ranked as react-router does (a literal
 * segment beats a :param); undefined for the not-found page. Trailing slashes are ignored;
 * an empty segment inside the path or one that does not decode (`/%E0`) matches nothing.
 */
export const matchAppRoute = (pathname: string): RouteMatch | undefined => {
  const trimmed = pathname.replace(/\/+$/, '');
  if (trimmed.includes('//')) return undefined;
  let parts: string[];
  try {
    parts = segmentsOf(trimmed).map((part) => decodeURIComponent(part));
  } catch {
    return undefined;
  }
  const matches = PATTERNS.map((pattern) => matchPattern(pattern, parts)).filter(
    (match) => match !== undefined,
  );
  return matches.sort((a, b) => paramCount(a) - paramCount(b))[0];
};
