import type { Lang } from '../../../contract/api';
import { formatT } from './messages';
import { EM_DASH } from '../../../contract/format/text';

/** A contract term as ESCO values carry it: `contractDuration: {years, days}`. */
export interface ContractDuration {
  years?: number;
  days?: number;
}

type Unit = 'years' | 'months' | 'days';

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** The non-zero units with their plural forms, or the days alone when all are zero. */
function writeUnits(counts: readonly (readonly [Unit, number])[], lang: Lang): string {
  const t = formatT(lang);
  const present = counts.filter(([, count]) => count > 0);
  const units = present.length > 0 ? present : ([['days', 0]] as const);
  const words: string[] = units.map(([unit, count]) => t(unit, { count }));
  return words.join(t('unitSeparator'));
}

/**
 * The contract term with plural forms: '12 років 20 днів', '1 рік 1 день',
 * '2 роки 3 дні', '21 рік'; '12 years 20 days'. A zero part is left out (both zero:
 * '0 днів'); missing, negative or fractional parts → '—'.
 */
export function formatContractDuration(
  duration: ContractDuration | null | undefined,
  lang: Lang,
): string {
  if (!duration || (duration.years === undefined && duration.days === undefined)) return EM_DASH;
  const { years = 0, days = 0 } = duration;
  if (!isCount(years) || !isCount(days)) return EM_DASH;
  return writeUnits(
    [
      ['years', years],
      ['days', days],
    ],
    lang,
  );
}

const ISO_DURATION = /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)D)?$/;

/**
 * An ISO 8601 duration of years, months and days, as `agreementDuration` carries it:
 * 'P3Y3M3D' → '3 роки 3 місяці 3 дні', 'P2Y' → '2 years'. Anything else → '—'.
 */
export function formatIsoDuration(value: string | null | undefined, lang: Lang): string {
  const match = typeof value === 'string' ? ISO_DURATION.exec(value.trim()) : null;
  if (!match || match[0] === 'P') return EM_DASH;
  const [, years = '0', months = '0', days = '0'] = match;
  return writeUnits(
    [
      ['years', Number(years)],
      ['months', Number(months)],
      ['days', Number(days)],
    ],
    lang,
  );
}
