import { useEffect, useState } from 'react';
import type { PortalStats } from '../../../contract/stats';
import type { HomeData } from './loader';

export interface NumbersToday {
  state: 'loading' | 'ready' | 'failed';
  stats: PortalStats | undefined;
}

/** The numbers once asked for: undefined when asking failed. */
const answered = (stats: PortalStats | undefined): NumbersToday => ({
  state: stats ? 'ready' : 'failed',
  stats,
});

/**
 * The numbers of the home page: those the server counted into the page, or else asked for after
 * the first render, so the page never waits for them (their strip keeps its place meanwhile).
 */
export function useNumbersToday(data: HomeData): NumbersToday {
  const [numbers, setNumbers] = useState<NumbersToday>(
    data.counted ? answered(data.stats) : { state: 'loading', stats: undefined },
  );
  const asked = data.counted;
  useEffect(() => {
    if (asked) return;
    const controller = new AbortController();
    void import('./api')
      .then(({ fetchStats }) => fetchStats(undefined, controller.signal))
      .then((stats) => {
        if (!controller.signal.aborted) setNumbers(answered(stats));
      });
    return () => {
      controller.abort();
    };
  }, [asked]);
  return numbers;
}
