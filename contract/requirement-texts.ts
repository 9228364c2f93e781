/**
 * A bid's responses name their criterion and requirement, texts the tender's own criteria hold
 * already: the record stores them only where they differ from the tender's (upstream repeats
 * them in every response of every bid), and readers put them back from the tender.
 */
import type { Criterion, RequirementResponse } from './criteria.ts';
import type { Tender } from './tender.ts';

/** A response with both texts, as upstream gave them. */
export interface ResponseWithTexts extends RequirementResponse {
  criterionTitle: string;
  requirement: { id: string; title: string };
}

type CriteriaHolder = Pick<
  Tender,
  | 'languageCriteria'
  | 'historicalLanguageCriteria'
  | 'activeGuaranteeCriteria'
  | 'historicalGuaranteeCriteria'
  | 'activeLifeCycleCostCriteria'
  | 'historicalLifeCycleCostCriteria'
  | 'activeExclusionCriteria'
  | 'historicalExclusionCriteria'
  | 'activeOtherCriteria'
  | 'historicalOtherCriteria'
  | 'items'
>;

/** Every criterion of the tender, its items' too, current and historical. */
export const allCriteria = (tender: CriteriaHolder): Criterion[] => [
  ...tender.languageCriteria,
  ...tender.historicalLanguageCriteria,
  ...tender.activeGuaranteeCriteria,
  ...tender.historicalGuaranteeCriteria,
  ...tender.activeLifeCycleCostCriteria,
  ...tender.historicalLifeCycleCostCriteria,
  ...tender.activeExclusionCriteria,
  ...tender.historicalExclusionCriteria,
  ...tender.activeOtherCriteria,
  ...tender.historicalOtherCriteria,
  ...tender.items.flatMap((item) => [...item.activeCriteria, ...item.historicalCriteria]),
];

/** The tender's texts of a requirement: its criterion's title and description, and its own title. */
export interface TenderRequirementTexts {
  criterionTitle: string;
  criterionDescription: string | undefined;
  title: string;
}

/** Each requirement's texts by its id (of two versions of a requirement, the later listed). */
export function requirementTexts(tender: CriteriaHolder): Map<string, TenderRequirementTexts> {
  const texts = new Map<string, TenderRequirementTexts>();
  for (const criterion of allCriteria(tender)) {
    for (const group of criterion.requirementGroups) {
      for (const requirement of group.requirements) {
        texts.set(requirement.id, {
          criterionTitle: criterion.title,
          criterionDescription: criterion.description,
          title: requirement.title,
        });
      }
    }
  }
  return texts;
}

/** The response as the record stores it: each text left out where the tender's is the same. */
export function withoutTenderTexts(
  response: ResponseWithTexts,
  texts: ReadonlyMap<string, TenderRequirementTexts>,
): RequirementResponse {
  const tender = texts.get(response.requirement.id);
  const { criterionTitle, requirement, ...rest } = response;
  return {
    ...rest,
    ...(criterionTitle === tender?.criterionTitle ? {} : { criterionTitle }),
    requirement: requirement.title === tender?.title ? { id: requirement.id } : requirement,
  };
}

/** The response with both texts, the tender's where the record left them out. */
export function withTenderTexts(
  response: RequirementResponse,
  texts: ReadonlyMap<string, TenderRequirementTexts>,
): ResponseWithTexts {
  const tender = texts.get(response.requirement.id);
  return {
    ...response,
    criterionTitle: response.criterionTitle ?? tender?.criterionTitle ?? '',
    requirement: {
      id: response.requirement.id,
      title: response.requirement.title ?? tender?.title ?? '',
    },
  };
}
