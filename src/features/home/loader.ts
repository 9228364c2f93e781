import type { PortalStats } from '../../../contract/stats';

/** The home page's data: today's numbers when the server counted them into the page. */
export interface HomeData {
  /** Whether the numbers were asked for as the page was made (on the server). */
  counted: boolean;
  /** The numbers; undefined when not asked, or when asking failed. */
  stats: PortalStats | undefined;
}

/**
 * On the server, today's numbers are counted into the page, so that they show at its first paint
 * and without scripts. A visit inside the app asks for them after the page's first render
 * (`useNumbersToday`): the page never waits for them, on a bad connection or offline.
 */
export async function homeLoader(): Promise<HomeData> {
  if (!import.meta.env.SSR) return { counted: false, stats: undefined };
  const { fetchStats } = await import('./api');
  return { counted: true, stats: await fetchStats() };
}
