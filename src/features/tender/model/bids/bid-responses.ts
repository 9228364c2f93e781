import type {
  Criterion,
  Evidence,
  RequirementResponse,
  Tender,
} from '../../../../../contract/tender';
import { orDash } from '../../../../lib/format';
import { safeExternalUrl } from '../../../../lib/safe-url';
import { formatRequirementValue } from '../criteria/requirement-value';
import type { BidsContext } from './bids-context';

export interface ResponseEvidenceView {
  key: string;
  /** 'заява' / 'документ'; the code when unknown, '—' when absent. */
  type: string;
  title: string | undefined;
  description: string | undefined;
  /** The related document of the bid: its title and an http(s) link (undefined without one). */
  document: { title: string; url: string | undefined } | undefined;
}

export interface ResponseView {
  key: string;
  requirement: string;
  /** The answer: 'так' / 'ні', a number the Ukrainian way, text; with its unit; '—' if none. */
  value: string;
  description: string | undefined;
  /**
   * The description only repeats the tender's own text (its criterion's description or the
   * requirement's title), as the platforms fill it in: paper leaves it out.
   */
  descriptionRepeatsTender: boolean;
  evidences: ResponseEvidenceView[];
}

export interface ResponseGroupView {
  key: string;
  /** The criterion the responses answer; '—' when the tender does not name it. */
  criterion: string;
  responses: ResponseView[];
}

const text = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed === '' ? undefined : trimmed;
};

function evidenceView(evidence: Evidence, index: number, { t }: BidsContext): ResponseEvidenceView {
  const type = evidence.type?.trim() ?? '';
  const related = evidence.relatedDocument;
  return {
    key: `${String(index)}-${evidence.id ?? ''}`,
    type: type === 'statement' || type === 'document' ? t(`responses.${type}`) : orDash(type),
    title: text(evidence.title),
    description: text(evidence.description),
    document: related
      ? {
          title: text(related.title) ?? t('responses.relatedDocument'),
          url: safeExternalUrl(related.url),
        }
      : undefined,
  };
}

function answer(response: RequirementResponse, context: BidsContext): string {
  const values =
    response.values && response.values.length > 0
      ? response.values
      : response.value === undefined
        ? []
        : [response.value];
  if (values.length === 0) return orDash('');
  const written = values.map((value) => formatRequirementValue(value, undefined, context.lang));
  const unit = text(response.unitName);
  const joined = written.join('; ');
  return unit === undefined ? joined : `${joined} ${unit}`;
}

/** Every criterion of the tender, its items' too, current and historical. */
const allCriteria = (tender: Tender): Criterion[] => [
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

/** The tender's texts a response may repeat, by requirement id: its title, its criterion's description. */
function tenderTexts(tender: Tender | undefined): Map<string, Set<string | undefined>> {
  const texts = new Map<string, Set<string | undefined>>();
  for (const criterion of tender ? allCriteria(tender) : []) {
    for (const group of criterion.requirementGroups) {
      for (const requirement of group.requirements) {
        texts.set(requirement.id, new Set([text(requirement.title), text(criterion.description)]));
      }
    }
  }
  return texts;
}

/** A requirements tab: the bidder's responses grouped by criterion, in the order given. */
export function toResponseGroups(
  responses: readonly RequirementResponse[],
  context: BidsContext,
  tender?: Tender,
): ResponseGroupView[] {
  const repeated = tenderTexts(tender);
  const groups = new Map<string, ResponseGroupView>();
  responses.forEach((response, index) => {
    const criterion = orDash(response.criterionTitle.trim());
    const group = groups.get(criterion) ?? {
      key: `${String(groups.size)}-${criterion}`,
      criterion,
      responses: [],
    };
    groups.set(criterion, group);
    const description = text(response.description);
    group.responses.push({
      key: `${String(index)}-${response.id}`,
      requirement: orDash(response.requirement.title.trim()),
      value: answer(response, context),
      description,
      descriptionRepeatsTender:
        description !== undefined &&
        (repeated.get(response.requirement.id)?.has(description) ?? false),
      evidences: response.evidences.map((evidence, i) => evidenceView(evidence, i, context)),
    });
  });
  return [...groups.values()];
}
