import type { TFunction } from 'i18next';
import { FLAG_CODES, type FlagCode, type FlagCounts } from '../../../../contract/flags';
import { paths } from '../../../../contract/routes/paths';

/** One rule as /flags lists it. */
export interface RuleView {
  code: FlagCode;
  /** The section's element id: `#rule-single-bid` links to it. */
  id: string;
  title: string;
  definition: string;
  explanation: string;
  source: string;
  /** How many tenders carry the flag; undefined when not counted (offline). */
  count: number | undefined;
  /** The tender search with this flag chosen; undefined when it would find nothing. */
  searchHref: string | undefined;
}

/**
 * Every rule, in the order flags are listed, with its title (common), definition (flagRules) and
 * texts (flags), and how many tenders carry it: a rule no tender has offers no search.
 */
export function toRulesView(
  t: TFunction<'flags'>,
  rules: TFunction<'flagRules'>,
  common: TFunction,
  counts?: FlagCounts['counts'],
): RuleView[] {
  return FLAG_CODES.map((code) => {
    const count = counts?.[code];
    return {
      code,
      id: `rule-${code}`,
      title: common(`redFlag.${code}`),
      definition: rules(`rule.${code}`),
      explanation: t(`rule.${code}.explanation`),
      source: t(`rule.${code}.source`),
      count,
      searchHref: count === 0 ? undefined : paths.flagSearch(code),
    };
  });
}
