/**
 * The same page with one query parameter set (or removed, given undefined), at an anchor: what a
 * control links to so that it works before and without scripts, the server rendering the choice.
 */
export function samePageHref(
  { pathname, search }: { pathname: string; search: string },
  name: string,
  value: string | undefined,
  anchor: string,
): string {
  const params = new URLSearchParams(search);
  if (value === undefined) params.delete(name);
  else params.set(name, value);
  const query = params.toString();
  return `${pathname}${query === '' ? '' : `?${query}`}#${anchor}`;
}
