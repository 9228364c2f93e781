import type { TFunction } from 'i18next';
import { FLAG_CODES, type FlagCode } from '../../../../contract/flags';
import { paths } from '../../../app/paths';

/** One rule as /flags lists it. */
export interface RuleView {
  code: FlagCode;
  /** The section's element id: `#rule-single-bid` links to it. */
  id: string;
  title: string;
  definition: string;
  explanation: string;
  source: string;
  /** The tender search with this flag chosen. */
  searchHref: string;
}

/** Every rule, in the order flags are listed, with its title (common) and texts (flags). */
export function toRulesView(t: TFunction<'flags'>, common: TFunction): RuleView[] {
  return FLAG_CODES.map((code) => ({
    code,
    id: `rule-${code}`,
    title: common(`redFlag.${code}`),
    definition: t(`rule.${code}.definition`),
    explanation: t(`rule.${code}.explanation`),
    source: t(`rule.${code}.source`),
    searchHref: paths.flagSearch(code),
  }));
}
