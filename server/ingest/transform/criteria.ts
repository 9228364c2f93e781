/** Criteria: the portal shape, the kind of block each belongs to, and the active/history split. */
import type {
  Criterion,
  CriterionKind,
  EligibleEvidence,
  RelatedDocument,
  Requirement,
  RequirementGroup,
} from '../../../contract/criteria.ts';
import { toClassification, toUnit } from './common.ts';
import { compact, rec, recs, scalar, scalars, str, type Json } from './read.ts';

/** Document id → url, so an evidence's related document can link to it. */
export type DocumentUrls = ReadonlyMap<string, string>;

/**
 * The block of the tender page a criterion belongs to, by its classification id (ProzorroUKR
 * standards, criteria/*.json): CRITERION.EXCLUSION.*, the bid and contract guarantees,
 * CRITERION.OTHER.LIFE_CYCLE_COST.*, CRITERION.OTHER.BID.LANGUAGE; everything else is "other".
 */
export const criterionKind = (classificationId: string | undefined): CriterionKind => {
  const id = classificationId ?? '';
  if (id.startsWith('CRITERION.EXCLUSION.')) return 'exclusion';
  if (id === 'CRITERION.OTHER.BID.GUARANTEE' || id === 'CRITERION.OTHER.CONTRACT.GUARANTEE') {
    return 'guarantee';
  }
  if (id.startsWith('CRITERION.OTHER.LIFE_CYCLE_COST')) return 'lifeCycleCost';
  if (id === 'CRITERION.OTHER.BID.LANGUAGE') return 'language';
  return 'other';
};

const toRelatedDocument = (
  o: Json | undefined,
  urls: DocumentUrls,
): RelatedDocument | undefined => {
  if (!o) return undefined;
  const id = str(o, 'id');
  return compact({ id, title: str(o, 'title'), url: id ? urls.get(id) : undefined });
};

export const toEvidence = (o: Json, urls: DocumentUrls): EligibleEvidence =>
  compact({
    id: str(o, 'id') ?? '',
    type: str(o, 'type'),
    title: str(o, 'title'),
    description: str(o, 'description'),
    relatedDocument: toRelatedDocument(rec(o, 'relatedDocument'), urls),
  });

const toBound = (o: Json, key: string): string | number | undefined => {
  const value = scalar(o, key);
  return typeof value === 'boolean' ? String(value) : value;
};

const toRequirement = (o: Json, urls: DocumentUrls): Requirement =>
  compact({
    id: str(o, 'id') ?? '',
    title: str(o, 'title') ?? '',
    description: str(o, 'description'),
    // Older tenders have no requirement status: they were all in force.
    status: str(o, 'status') ?? 'active',
    dataType: str(o, 'dataType'),
    datePublished: str(o, 'datePublished'),
    dateModified: str(o, 'dateModified'),
    expectedValue: scalar(o, 'expectedValue'),
    expectedValues: scalars(o, 'expectedValues'),
    minValue: toBound(o, 'minValue'),
    maxValue: toBound(o, 'maxValue'),
    unit: toUnit(rec(o, 'unit')),
    eligibleEvidences: recs(o, 'eligibleEvidences').map((e) => toEvidence(e, urls)),
  });

export const toCriterion = (o: Json, urls: DocumentUrls): Criterion =>
  compact({
    id: str(o, 'id') ?? '',
    title: str(o, 'title') ?? '',
    description: str(o, 'description'),
    source: str(o, 'source'),
    relatesTo: str(o, 'relatesTo'),
    relatedItem: str(o, 'relatedItem'),
    classification: toClassification(rec(o, 'classification')),
    legislation: recs(o, 'legislation').map((l) => {
      const article = str(l, 'article');
      const identifier = rec(l, 'identifier');
      return compact({
        url: str(identifier, 'uri'),
        name: str(identifier, 'legalName') ?? str(identifier, 'id'),
        article,
      });
    }),
    requirementGroups: recs(o, 'requirementGroups').map((g): RequirementGroup =>
      compact({
        id: str(g, 'id') ?? '',
        description: str(g, 'description'),
        requirements: recs(g, 'requirements').map((r) => toRequirement(r, urls)),
      }),
    ),
  });

const requirementsOf = (criterion: Criterion): Requirement[] =>
  criterion.requirementGroups.flatMap((group) => group.requirements);

/** The criterion with only the requirements `keep` accepts; groups left empty are dropped. */
const filterRequirements = (
  criterion: Criterion,
  keep: (requirement: Requirement) => boolean,
): Criterion => ({
  ...criterion,
  requirementGroups: criterion.requirementGroups
    .map((group) => ({ ...group, requirements: group.requirements.filter(keep) }))
    .filter((group) => group.requirements.length > 0),
});

export interface CriteriaSplit {
  active: Criterion[];
  historical: Criterion[];
}

/**
 * List modes. Active: requirements that are not cancelled (the last edition); a criterion
 * without requirements stays active. History: cancelled requirements plus every requirement
 * sharing an id with a cancelled one (all editions of a changed requirement).
 */
export const splitCriteria = (criteria: readonly Criterion[]): CriteriaSplit => {
  const cancelledIds = new Set(
    criteria
      .flatMap(requirementsOf)
      .filter((requirement) => requirement.status === 'cancelled')
      .map((requirement) => requirement.id),
  );
  const isActive = (requirement: Requirement): boolean => requirement.status !== 'cancelled';
  const isHistory = (requirement: Requirement): boolean => cancelledIds.has(requirement.id);
  const active: Criterion[] = [];
  const historical: Criterion[] = [];
  for (const criterion of criteria) {
    const requirements = requirementsOf(criterion);
    if (requirements.length === 0 || requirements.some(isActive)) {
      active.push(filterRequirements(criterion, isActive));
    }
    if (requirements.some(isHistory)) historical.push(filterRequirements(criterion, isHistory));
  }
  return { active, historical };
};

export type CriteriaByKind = Record<CriterionKind, CriteriaSplit>;

export const splitCriteriaByKind = (criteria: readonly Criterion[]): CriteriaByKind => {
  const of = (kind: CriterionKind): CriteriaSplit =>
    splitCriteria(criteria.filter((c) => criterionKind(c.classification?.id) === kind));
  return {
    exclusion: of('exclusion'),
    guarantee: of('guarantee'),
    lifeCycleCost: of('lifeCycleCost'),
    language: of('language'),
    other: of('other'),
  };
};
