import type { TotalRelation } from '../../../../contract/api';
import { formatQuantity } from '../../../lib/format';

export type TotalKey = 'total.exact' | 'total.approx' | 'total.more';

/**
 * How the results area words the total: counted ('164 результати'), estimated ('≈ 5 000') or
 * past the 10,000-result window ('понад 10 000'), with the number written the portal's way.
 */
export function totalText(
  total: number,
  relation: TotalRelation,
): { key: TotalKey; count: number; number: string } {
  const key: TotalKey =
    relation === 'approx' ? 'total.approx' : relation === 'gte' ? 'total.more' : 'total.exact';
  return { key, count: total, number: formatQuantity(total) };
}
