import type { Lang } from '../../../contract/api';
import { LOCALE } from '../i18n';
import { EM_DASH } from '../../../contract/format/text';

const UNITS = [
  ['byte', 1],
  ['kilobyte', 1024],
  ['megabyte', 1024 ** 2],
  ['gigabyte', 1024 ** 3],
] as const;

/** "12,3 МБ" / "12.3 MB": the largest unit that keeps the number at 1 or more. */
export function formatBytes(bytes: number | undefined, lang: Lang): string {
  if (bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return EM_DASH;
  const [unit, size] = [...UNITS].reverse().find(([, step]) => bytes >= step) ?? UNITS[0];
  return new Intl.NumberFormat(LOCALE[lang], {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: unit === 'byte' ? 0 : 1,
  }).format(bytes / size);
}
