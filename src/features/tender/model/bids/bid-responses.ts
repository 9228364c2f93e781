import type { Evidence, RequirementResponse } from '../../../../../contract/tender';
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

/** A requirements tab: the bidder's responses grouped by criterion, in the order given. */
export function toResponseGroups(
  responses: readonly RequirementResponse[],
  context: BidsContext,
): ResponseGroupView[] {
  const groups = new Map<string, ResponseGroupView>();
  responses.forEach((response, index) => {
    const criterion = orDash(response.criterionTitle.trim());
    const group = groups.get(criterion) ?? {
      key: `${String(groups.size)}-${criterion}`,
      criterion,
      responses: [],
    };
    groups.set(criterion, group);
    group.responses.push({
      key: `${String(index)}-${response.id}`,
      requirement: orDash(response.requirement.title.trim()),
      value: answer(response, context),
      description: text(response.description),
      evidences: response.evidences.map((evidence, i) => evidenceView(evidence, i, context)),
    });
  });
  return [...groups.values()];
}
