import { useEffect, useState } from 'react';
import type { PortalStats } from '../../../contract/stats';
import { fetchStats } from './api';

export interface NumbersToday {
  state: 'loading' | 'ready' | 'failed';
  stats: PortalStats | undefined;
}

/**
 * The numbers of the home page, asked for after the first render: the page never waits for
 * them (their strip keeps its place meanwhile).
 */
export function useNumbersToday(): NumbersToday {
  const [numbers, setNumbers] = useState<NumbersToday>({ state: 'loading', stats: undefined });
  useEffect(() => {
    const controller = new AbortController();
    void fetchStats(undefined, controller.signal).then((stats) => {
      if (!controller.signal.aborted) setNumbers({ state: stats ? 'ready' : 'failed', stats });
    });
    return () => {
      controller.abort();
    };
  }, []);
  return numbers;
}
