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
  /** 'стаття 21.2.8' / 'article 21.2.8'; undefined when the act names no article. */
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

function toLegislationView(
  legislation: Legislation,
  index: number,
  { t }: CriteriaContext,
): LegislationView {
  const url = safeExternalUrl(legislation.url);
  const article = legislation.article?.trim();
  return {
    key: String(index),
    name: orDash(legislation.name ?? url),
    article: article ? t('criterion.article', { article }) : undefined,
    url,
  };
}

/** Spec §2 "Criteria blocks": what one criterion's accordion body shows. */
export function toCriterionView(criterion: Criterion, context: CriteriaContext): CriterionView {
  const description = criterion.description?.trim();
  return {
    tags: tagsOf(criterion, context),
    lot: lotOf(criterion, context),
    description: description === '' ? undefined : description,
    legislation: criterion.legislation
      .filter((act) => act.name !== undefined || act.url !== undefined)
      .map((act, index) => toLegislationView(act, index, context)),
    groups: criterion.requirementGroups.map((group, index) => ({
      key: `${String(index)}-${group.id}`,
      title: group.description?.trim() || context.t('criterion.group', { number: index + 1 }),
      requirements: group.requirements.map((requirement, i) =>
        toRequirementView(requirement, i, context),
      ),
    })),
  };
}
