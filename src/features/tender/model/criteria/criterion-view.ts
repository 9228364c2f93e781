import type { Criterion, Legislation } from '../../../../../contract/criteria';
import { orDash } from '../../../../lib/format';
import { pickLocalized } from '../../../../lib/localized';
import { safeExternalUrl } from '../../../../lib/safe-url';
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
  description: string | undefined;
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
 * The acts a criterion cites, one entry per act with all its articles and the first link:
 * criteria often cite one long act name several times, an article each time.
 */
function toLegislationViews(
  legislation: readonly Legislation[],
  { t }: CriteriaContext,
): LegislationView[] {
  const acts = new Map<string, { name: string; url: string | undefined; articles: string[] }>();
  for (const act of legislation) {
    const url = safeExternalUrl(act.url);
    const name = act.name?.trim() || url;
    if (name === undefined) continue;
    // The same act cited with different anchors (#n46, #n456, even #Tex for #Text) is one act.
    const key = `${name}\n${url?.split('#')[0] ?? ''}`;
    const entry = acts.get(key) ?? { name, url, articles: [] };
    const article = act.article?.trim();
    if (article && !entry.articles.includes(article)) entry.articles.push(article);
    acts.set(key, entry);
  }
  return [...acts.values()].map(({ name, url, articles }, index) => ({
    key: String(index),
    name,
    article:
      articles.length > 0
        ? t('criterion.article', { count: articles.length, article: articles.join(', ') })
        : undefined,
    url,
  }));
}

/** Spec §2 "Criteria blocks": what one criterion's accordion body shows. */
export function toCriterionView(criterion: Criterion, context: CriteriaContext): CriterionView {
  const description = criterion.description?.trim();
  return {
    tags: tagsOf(criterion, context),
    lot: lotOf(criterion, context),
    description: description === '' ? undefined : description,
    legislation: toLegislationViews(criterion.legislation, context),
    groups: criterion.requirementGroups.map((group, index) => ({
      key: `${String(index)}-${group.id}`,
      title: group.description?.trim() || context.t('criterion.group', { number: index + 1 }),
      requirements: group.requirements.map((requirement, i) =>
        toRequirementView(requirement, i, context),
      ),
    })),
  };
}
