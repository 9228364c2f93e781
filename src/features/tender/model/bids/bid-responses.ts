import type { Evidence, RequirementResponse, Tender } from '../../../../../contract/tender';
import { requirementTexts, withTenderTexts } from '../../../../../contract/requirement-texts';
import type {
  ResponseWithTexts,
  TenderRequirementTexts,
} from '../../../../../contract/requirement-texts';
import { orDash } from '../../../../lib/format';
import { safeExternalUrl } from '../../../../../contract/safe-url';
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
  /**
   * The answers alone ('так', or 'так; так' for two requirements) when the group says nothing
   * the tender's criteria do not: every requirement is the tender's own, under its title, and no
   * answer has evidence or a text of the bidder's. Paper prints the group as this one line, since
   * the tender's criteria, printed above the bids, hold the requirements' texts.
   */
  brief: string | undefined;
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

/** Whether a response's description only repeats its requirement's title or criterion's text. */
const repeatsTender = (description: string, tender: TenderRequirementTexts | undefined): boolean =>
  tender !== undefined &&
  (description === text(tender.title) || description === text(tender.criterionDescription));

/** Whether a response adds nothing to its requirement as the tender states it, but the answer. */
const onlyAnswers = (
  response: ResponseWithTexts,
  view: ResponseView,
  tender: TenderRequirementTexts | undefined,
): boolean =>
  tender !== undefined &&
  text(tender.title) === text(response.requirement.title) &&
  (view.description === undefined || view.descriptionRepeatsTender) &&
  view.evidences.length === 0;

const briefOf = (responses: readonly ResponseView[], briefable: boolean): string | undefined =>
  briefable ? responses.map((response) => response.value).join('; ') : undefined;

/** A requirements tab: the bidder's responses grouped by criterion, in the order given. */
export function toResponseGroups(
  responses: readonly RequirementResponse[],
  context: BidsContext,
  tender: Tender,
): ResponseGroupView[] {
  const texts = requirementTexts(tender);
  const groups = new Map<string, { view: ResponseGroupView; briefable: boolean }>();
  responses.forEach((stored, index) => {
    const response = withTenderTexts(stored, texts);
    const criterion = orDash(response.criterionTitle.trim());
    const group = groups.get(criterion) ?? {
      view: {
        key: `${String(groups.size)}-${criterion}`,
        criterion,
        responses: [],
        brief: undefined,
      },
      briefable: true,
    };
    groups.set(criterion, group);
    const description = text(response.description);
    const inTender = texts.get(response.requirement.id);
    const view: ResponseView = {
      key: `${String(index)}-${response.id}`,
      requirement: orDash(response.requirement.title.trim()),
      value: answer(response, context),
      description,
      descriptionRepeatsTender: description !== undefined && repeatsTender(description, inTender),
      evidences: response.evidences.map((evidence, i) => evidenceView(evidence, i, context)),
    };
    group.view.responses.push(view);
    group.briefable &&= onlyAnswers(response, view, inTender);
  });
  return [...groups.values()].map(({ view, briefable }) => ({
    ...view,
    brief: briefOf(view.responses, briefable),
  }));
}
