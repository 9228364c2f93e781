import type { Criterion, Legislation } from '../../../../../contract/criteria';
import { orDash, sameWords } from '../../../../lib/format';
import { pickLocalized } from '../../../../lib/localized';
import { safeExternalUrl } from '../../../../../contract/safe-url';
import type { CriteriaContext } from './criteria-context';
import { toRequirementView } from './requirement-view';
import type { RequirementView } from './requirement-view';

export interface LegislationView {
  key: string;
  name: string;
  /** 'стаття 21.2.8', 'статті 47.6, 47.5'; undefined when no article is named. */
  article: string | undefined;
  /** http(s) only; undefined shows the name as text. */
  url: string | undefined;
  /** A criterion above in the same list cites the act in full: on paper its name takes a line. */
  citedAbove: boolean;
}

export interface RequirementGroupView {
  key: string;
  /** The group's description ('Учасник підтверджує, що'), else 'Група вимог 2'. */
  title: string;
  requirements: RequirementView[];
}

export interface CriterionView {
  /** 'Відповідь надає учасник', 'Стосується закупівлі' (spec: tags for source and relatesTo). */
  tags: string[];
  /** The lot's title when the criterion relates to a lot. */
  lot: string | undefined;
  /** Undefined when the criterion has none, or when it only repeats one of its requirements. */
  description: string | undefined;
  /**
   * The description word for word one of its requirements (126 of the 760 shipped criteria):
   * not shown at all, the requirement below says it.
   */
  descriptionRepeated: boolean;
  legislation: LegislationView[];
  groups: RequirementGroupView[];
}

const SOURCES = ['tenderer', 'buyer', 'procuringEntity', 'winner'] as const;
const RELATES_TO = ['tender', 'lot', 'item', 'tenderer'] as const;

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

function tagsOf(criterion: Criterion, { t }: CriteriaContext): string[] {
  const tags: string[] = [];
  const source = criterion.source?.trim();
  if (source) {
    tags.push(
      isOneOf(SOURCES, source) ? t(`source.${source}`) : t('source.other', { code: source }),
    );
  }
  const relatesTo = criterion.relatesTo?.trim();
  if (relatesTo) {
    tags.push(
      isOneOf(RELATES_TO, relatesTo)
        ? t(`relatesTo.${relatesTo}`)
        : t('relatesTo.other', { code: relatesTo }),
    );
  }
  return tags;
}

function lotOf(criterion: Criterion, { lots, lang }: CriteriaContext): string | undefined {
  if (criterion.relatesTo !== 'lot' || !criterion.relatedItem) return undefined;
  const lot = lots.find((candidate) => candidate.id === criterion.relatedItem);
  return lot ? orDash(pickLocalized(lot.title, lot.title_en, lang)) : undefined;
}

/**
 * Which act a citation names: its name and its address without the anchor (the same act is
 * cited with #n46, #n456, even #Tex for #Text); undefined when it names none.
 */
function actOf(
  act: Legislation,
): { key: string; name: string; url: string | undefined } | undefined {
  const url = safeExternalUrl(act.url);
  const name = act.name?.trim() || url;
  return name === undefined
    ? undefined
    : { key: `${name}\n${url?.split('#')[0] ?? ''}`, name, url };
}

/** For each criterion of a list, the acts the criteria above it cite (keys of `actOf`). */
export function actsCitedAbove(criteria: readonly Criterion[]): ReadonlySet<string>[] {
  const cited = new Set<string>();
  return criteria.map((criterion) => {
    const above = new Set(cited);
    for (const act of criterion.legislation) {
      const key = actOf(act)?.key;
      if (key !== undefined) cited.add(key);
    }
    return above;
  });
}

/**
 * The acts a criterion cites, one entry per act with all its articles and the first link:
 * criteria often cite one long act name several times, an article each time.
 */
function toLegislationViews(
  legislation: readonly Legislation[],
  { t }: CriteriaContext,
  citedAbove: ReadonlySet<string>,
): LegislationView[] {
  const acts = new Map<string, { name: string; url: string | undefined; articles: string[] }>();
  for (const citation of legislation) {
    const act = actOf(citation);
    if (act === undefined) continue;
    const entry = acts.get(act.key) ?? { name: act.name, url: act.url, articles: [] };
    const article = citation.article?.trim();
    if (article && !entry.articles.includes(article)) entry.articles.push(article);
    acts.set(act.key, entry);
  }
  return [...acts].map(([key, { name, url, articles }], index) => ({
    key: String(index),
    name,
    article:
      articles.length > 0
        ? t('criterion.article', { count: articles.length, article: articles.join(', ') })
        : undefined,
    url,
    citedAbove: citedAbove.has(key),
  }));
}

const NONE: ReadonlySet<string> = new Set();

/**
 * "Criteria blocks": what one criterion's accordion body shows; `citedAbove`, the acts
 * the criteria above it in its list cite (`actsCitedAbove`).
 */
export function toCriterionView(
  criterion: Criterion,
  context: CriteriaContext,
  citedAbove: ReadonlySet<string> = NONE,
): CriterionView {
  const description = criterion.description?.trim() || undefined;
  const descriptionRepeated =
    description !== undefined &&
    criterion.requirementGroups.some((group) =>
      group.requirements.some((requirement) => sameWords(requirement.title, description)),
    );
  return {
    tags: tagsOf(criterion, context),
    lot: lotOf(criterion, context),
    description: descriptionRepeated ? undefined : description,
    descriptionRepeated,
    legislation: toLegislationViews(criterion.legislation, context, citedAbove),
    groups: criterion.requirementGroups.map((group, index) => ({
      key: `${String(index)}-${group.id}`,
      title: group.description?.trim() || context.t('criterion.group', { number: index + 1 }),
      requirements: group.requirements.map((requirement, i) =>
        toRequirementView(requirement, i, context),
      ),
    })),
  };
}
