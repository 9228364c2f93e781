import type { Lang, SearchSection } from '../../../../../contract/api';
import type { SearchFilterQuery } from '../../../../../contract/search';
import type { Dictionary, DictionaryKey } from '../../../../../contract/static-data';
import { dictionaryLabel } from '../../../../../contract/dictionary-label';
import { formatDateRange } from '../../../../lib/format';
import { ukrainianDigits } from '../../../../../contract/format/number';
import { NBSP } from '../../../../../contract/format/text';
import {
  listOf,
  removeFromList,
  setAmount,
  setDateRange,
  setLocalShare,
  setMilestones,
  setTestMode,
  withoutPage,
} from './builder';
import { chosenCpv, cpvName, isWholeCode, removeCpv } from './cpv';
import { filterLabel } from './labels';
import type { FiltersT } from './labels';
import { flagOptions, localShareOptions } from './options';
import { SECTION_FILTER_TABLE } from './sections';
import type { FilterSpec } from './sections';

/** One removable chip: what it says and the search without it. */
export interface FilterChip {
  id: string;
  label: string;
  next: SearchFilterQuery;
}

export interface ChipContext {
  lang: Lang;
  t: FiltersT;
  dictionaries: Partial<Record<DictionaryKey, Dictionary>>;
}

const amountText = (amount: string, lang: Lang, t: FiltersT): string => {
  const number = Number(amount);
  const digits = Number.isFinite(number) ? ukrainianDigits(number, 0, 2) : amount;
  return `${digits}${NBSP}${lang === 'en' ? 'UAH' : t('range.currency')}`;
};

function amountChipValue(query: SearchFilterQuery, ctx: ChipContext): string | undefined {
  const { start, end } = query.value?.amount ?? {};
  const { lang, t } = ctx;
  if (start !== undefined && end !== undefined) {
    return t('chip.between', { start: amountText(start, lang, t), end: amountText(end, lang, t) });
  }
  if (start !== undefined) return t('chip.from', { amount: amountText(start, lang, t) });
  if (end !== undefined) return t('chip.to', { amount: amountText(end, lang, t) });
  return undefined;
}

function cpvChips(
  query: SearchFilterQuery,
  ctx: ChipContext,
): [string, string, SearchFilterQuery][] {
  return chosenCpv(query).map((chosen) => {
    const name = cpvName(ctx.dictionaries.cpv, chosen.code, ctx.lang);
    const named = name === undefined ? chosen.code : `${chosen.code} ${name}`;
    const value =
      chosen.key === 'cpv'
        ? named
        : isWholeCode(chosen.code)
          ? ctx
              .t('chip.cpvWithChildren', { code: chosen.code, name: name ?? '' })
              .replace('  ', ' ')
          : ctx.t('chip.cpvPrefix', { prefix: chosen.code });
    return [`${chosen.key}:${chosen.code}`, value, removeCpv(query, chosen)];
  });
}

/** Each active value of one filter: [id, value text, the search without it]. */
function valuesOf(
  spec: FilterSpec,
  query: SearchFilterQuery,
  ctx: ChipContext,
): [string, string, SearchFilterQuery][] {
  const label = (key: DictionaryKey, code: string): string =>
    dictionaryLabel(ctx.dictionaries[key], code, ctx.lang);
  switch (spec.kind) {
    case 'options':
      return listOf(query[spec.key]).map((code) => [
        `${spec.key}:${code}`,
        label(spec.dictionary, code),
        removeFromList(query, spec.key, code),
      ]);
    case 'milestone': {
      const codes = listOf(query.milestone?.code);
      return codes.map((code) => [
        `milestone:${code}`,
        label(spec.dictionary, code),
        setMilestones(
          query,
          codes.filter((other) => other !== code),
        ),
      ]);
    }
    case 'codes':
    case 'year':
      return listOf(query[spec.id]).map((code) => [
        `${spec.id}:${code}`,
        code,
        removeFromList(query, spec.id, code),
      ]);
    case 'cpv':
      return cpvChips(query, ctx);
    case 'amount': {
      const value = amountChipValue(query, ctx);
      return value === undefined ? [] : [['value', value, setAmount(query, {})]];
    }
    case 'dates': {
      const range = query.date?.[spec.period];
      if (!range || (range.start === undefined && range.end === undefined)) return [];
      const text = formatDateRange(range.start, range.end, ctx.lang);
      return [[spec.id, text, setDateRange(query, spec.period, {})]];
    }
    case 'flags': {
      const titles = new Map(flagOptions(ctx.lang).map((option) => [option.value, option.label]));
      return listOf(query.flags).map((code) => [
        `flags:${code}`,
        titles.get(code) ?? code,
        removeFromList(query, 'flags', code),
      ]);
    }
    case 'localShare': {
      if (query.local_share === undefined) return [];
      const option = localShareOptions(ctx.t).find((entry) => entry.value === query.local_share);
      return [['local_share', option?.label ?? query.local_share, setLocalShare(query, '')]];
    }
  }
}

/**
 * One chip per active filter value of the section, in the panel's order, then the test
 * switch. Keys the section has no filter for are not shown (the server refuses them anyway).
 */
export function toFilterChips(
  section: SearchSection,
  query: SearchFilterQuery,
  ctx: ChipContext,
): FilterChip[] {
  const chips = SECTION_FILTER_TABLE[section].flatMap((spec) => {
    const name = filterLabel(spec, section, ctx.t);
    return valuesOf(spec, query, ctx).map(([id, value, next]): FilterChip => ({
      id,
      label: ctx.t('chip.pair', { filter: name, value }),
      next: withoutPage(next),
    }));
  });
  if (query.mode === 'test') {
    chips.push({
      id: 'mode',
      label: ctx.t(`chip.testMode.${section}`),
      next: withoutPage(setTestMode(query, false)),
    });
  }
  return chips;
}
