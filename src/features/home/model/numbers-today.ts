import type { Lang } from '../../../../contract/api';
import type { PortalStats } from '../../../../contract/stats';
import { paths } from '../../../../contract/routes/paths';
import { EM_DASH, formatMoney, formatTime } from '../../../lib/format';
import { ukrainianDigits } from '../../../../contract/format/number';

/**
 * The tender search of the tenders at the bidding stage, which the open-tenders number counts,
 * as the search writes its address
 * (`searchHref('tender', {status: ['active.tendering']})`, checked by a unit test): the home
 * page does not load the search's query code for one link.
 */
export const OPEN_TENDERS_SEARCH = `${paths.search('tender')}?status[0]=active.tendering`;

export type NumberKey = 'openTenders' | 'openValue' | 'plans';

export interface NumberView {
  key: NumberKey;
  /** The formatted number; '—' when it is not known. */
  value: string;
  /** The search that lists what the number counts, when there is one. */
  to: string | undefined;
}

export interface NumbersTodayView {
  state: 'loading' | 'ready' | 'failed';
  numbers: NumberView[];
  /** 'hh:mm' in Kyiv of the count; undefined until there is one. */
  countedAt: string | undefined;
}

const count = (value: number | undefined): string =>
  value === undefined ? EM_DASH : ukrainianDigits(value, 0, 0);

/** The three numbers of the strip, always three, so its place is the same before they arrive. */
export function numbersTodayView(
  state: NumbersTodayView['state'],
  stats: PortalStats | undefined,
  lang: Lang,
): NumbersTodayView {
  return {
    state,
    numbers: [
      {
        key: 'openTenders',
        value: count(stats?.open_tenders),
        to: OPEN_TENDERS_SEARCH,
      },
      {
        key: 'openValue',
        value: stats ? formatMoney({ amount: stats.open_tenders_value }, lang) : EM_DASH,
        to: undefined,
      },
      { key: 'plans', value: count(stats?.plans), to: paths.search('plan') },
    ],
    countedAt: stats ? formatTime(stats.counted_at) : undefined,
  };
}
