import type { TenderConfig } from '../../../../../contract/tender';
import { formatBoolean, formatQuantity } from '../../../../lib/format';
import { text } from './rows';
import type { TermsContext, TermsRow } from './rows';

const FLAGS = [
  'hasPrequalification',
  'hasAwardingOrder',
  'hasAuction',
  'hasValueRestriction',
  'valueCurrencyEquality',
] as const;

/**
 * The procedure's configuration as yes/no rows, then the minimum number of bids; a setting
 * the tender does not carry (tenders older than CDB's `config`) is left out.
 */
export function additionalTermsRows(config: TenderConfig, context: TermsContext): TermsRow[] {
  const { t, lang } = context;
  const rows: TermsRow[] = FLAGS.flatMap((flag) => {
    const value = config[flag];
    return value === undefined
      ? []
      : [
          {
            id: flag,
            label: t(`additionalTerms.${flag}`),
            value: text(formatBoolean(value, lang)),
          },
        ];
  });
  if (config.minBidsNumber !== undefined) {
    rows.push({
      id: 'minBidsNumber',
      label: t('additionalTerms.minBidsNumber'),
      value: text(formatQuantity(config.minBidsNumber)),
    });
  }
  return rows;
}
