import type { EligibleEvidence, Requirement } from '../../../../../contract/criteria';
import { formatDateTime, orDash } from '../../../../lib/format';
import { safeExternalUrl } from '../../../../../contract/safe-url';
import type { CriteriaContext } from './criteria-context';
import { formatRequirementValue, unitName } from './requirement-value';

export interface EvidenceView {
  key: string;
  /** 'заява' / 'документ' (statement / document); the code when unknown, '—' when absent. */
  type: string;
  /** Upstream text; undefined when the evidence has none (its type says what it is). */
  title: string | undefined;
  description: string | undefined;
  /** The related document: its title and an http(s) link (undefined when it has none). */
  document: { title: string; url: string | undefined } | undefined;
}

export interface RequirementView {
  key: string;
  title: string;
  description: string | undefined;
  cancelled: boolean;
  datePublished: string;
  /** One or more expected values, formatted by data type; ['—'] when there is none. */
  expected: string[];
  /** Several expected values (a choice) rather than one. */
  expectsOneOf: boolean;
  /** Minimum (from) and maximum (to): shown when either is set. */
  bounds: { min: string; max: string } | undefined;
  /** Shown when the requirement has a unit. */
  unit: string | undefined;
  evidences: EvidenceView[];
}

const EVIDENCE_TYPES = ['statement', 'document'] as const;
type EvidenceType = (typeof EVIDENCE_TYPES)[number];
const isEvidenceType = (value: string): value is EvidenceType =>
  (EVIDENCE_TYPES as readonly string[]).includes(value);

const text = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed === '' ? undefined : trimmed;
};

function toEvidenceView(
  evidence: EligibleEvidence,
  index: number,
  { t }: CriteriaContext,
): EvidenceView {
  const type = evidence.type?.trim() ?? '';
  const related = evidence.relatedDocument;
  return {
    key: `${String(index)}-${evidence.id}`,
    type: isEvidenceType(type) ? t(`evidence.${type}`) : orDash(type),
    title: text(evidence.title),
    description: text(evidence.description),
    document: related
      ? {
          title: text(related.title) ?? t('evidence.relatedDocument'),
          url: safeExternalUrl(related.url),
        }
      : undefined,
  };
}

/** "Criteria blocks": what one requirement shows, every value formatted. */
export function toRequirementView(
  requirement: Requirement,
  index: number,
  context: CriteriaContext,
): RequirementView {
  const { lang, label } = context;
  const { dataType } = requirement;
  const values = requirement.expectedValues ?? [];
  const expected =
    values.length > 0
      ? values.map((value) => formatRequirementValue(value, dataType, lang))
      : [formatRequirementValue(requirement.expectedValue, dataType, lang)];
  const hasBounds = requirement.minValue !== undefined || requirement.maxValue !== undefined;
  return {
    key: `${String(index)}-${requirement.id}`,
    title: orDash(requirement.title),
    description: text(requirement.description),
    cancelled: requirement.status === 'cancelled',
    datePublished: formatDateTime(requirement.datePublished, lang),
    expected,
    expectsOneOf: values.length > 1,
    bounds: hasBounds
      ? {
          min: formatRequirementValue(requirement.minValue, dataType, lang),
          max: formatRequirementValue(requirement.maxValue, dataType, lang),
        }
      : undefined,
    unit: requirement.unit ? unitName(requirement.unit, lang, label) : undefined,
    evidences: requirement.eligibleEvidences.map((evidence, i) =>
      toEvidenceView(evidence, i, context),
    ),
  };
}
