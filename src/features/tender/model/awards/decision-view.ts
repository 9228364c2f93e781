import type { Decision, DecisionMilestone, Tender } from '../../../../../contract/tender';
import type { DictionaryKey } from '../../../../../contract/static-data';
import { localizedText } from '../../../../../contract/dictionary-label';
import { EM_DASH, formatDateTime, orDash } from '../../../../lib/format';
import { toDocumentsView } from '../documents/documents-view';
import type { DocumentView } from '../documents/documents-view';
import { text } from '../terms/rows';
import type { TermsRow } from '../terms/rows';
import type { ProtocolContext } from './protocol-context';

/** A status as its badge shows it: the code picks the colour, the label is the dictionary's. */
export interface StatusView {
  code: string;
  label: string;
}

/** A moment to show: its text ('01 квітня 2024, 11:04', '—') and `<time dateTime>`. */
export interface DateView {
  text: string;
  dateTime: string | undefined;
}

export interface MilestoneView {
  key: string;
  /** What is required: 'Вимога про усунення невідповідностей'. */
  label: string;
  description: string | undefined;
  /** 'Строк виконання: 02 квітня 2024, 11:04', or undefined without a due date. */
  due: DateView | undefined;
}

/** One qualification or award decision. */
export interface DecisionView {
  key: string;
  /** An element id the URL hash can name, when the decision is not its accordion's own. */
  anchorId: string | undefined;
  heading: string;
  status: StatusView;
  rows: TermsRow[];
  milestones: MilestoneView[];
  documents: DocumentView[];
}

/** The milestone codes: 24h (eliminate inconsistencies), alp (abnormally low price). */
export const MILESTONE_24H = '24h';
export const MILESTONE_ALP = 'alp';

export function toDateView(value: string | undefined, context: ProtocolContext): DateView {
  const formatted = formatDateTime(value, context.terms.lang);
  const time = Date.parse(value ?? '');
  return {
    text: formatted,
    dateTime: Number.isNaN(time) ? undefined : new Date(time).toISOString(),
  };
}

export function toStatusView(
  dictionary: DictionaryKey,
  status: string,
  context: ProtocolContext,
): StatusView {
  const code = status.trim();
  return { code, label: code === '' ? EM_DASH : context.terms.label(dictionary, code) };
}

export function milestoneLabel(code: string, context: ProtocolContext): string {
  if (code === MILESTONE_24H) return context.t('milestone.24h');
  if (code === MILESTONE_ALP) return context.t('milestone.alp');
  return context.t('milestone.other', { code });
}

function toMilestoneView(milestone: DecisionMilestone, context: ProtocolContext): MilestoneView {
  const description = milestone.description?.trim();
  const due = toDateView(milestone.dueDate, context);
  return {
    key: milestone.id,
    label: milestoneLabel(milestone.code, context),
    description: description === '' ? undefined : description,
    due:
      due.dateTime === undefined
        ? undefined
        : { ...due, text: context.t('decision.dueDate', { date: due.text }) },
  };
}

/** The decision's documents, current versions newest first with their older versions. */
function decisionDocuments(decision: Decision, tender: Tender, context: ProtocolContext) {
  const { groups } = toDocumentsView(
    { ...tender, documents: decision.documents },
    context.terms.lang,
  );
  return groups.flatMap((group) => group.documents);
}

/**
 * A decision as the "details of decision" tab shows it: status (through `dictionary`, on its
 * badge), date, title and description (the em dash when the buyer wrote none), the milestones with their
 * due dates, and the documents.
 */
export function toDecisionView(
  decision: Decision,
  dictionary: DictionaryKey,
  tender: Tender,
  context: ProtocolContext,
  anchorId?: string,
): DecisionView {
  const { t, terms } = context;
  const date = toDateView(decision.date, context);
  const title = localizedText(decision.title ?? '', decision.title_en, terms.lang).trim();
  const description = localizedText(
    decision.description ?? '',
    decision.description_en,
    terms.lang,
  ).trim();
  const status = toStatusView(dictionary, decision.status, context);
  return {
    key: decision.id,
    anchorId,
    heading:
      date.dateTime === undefined
        ? t('decision.headingUndated')
        : t('decision.heading', { date: date.text }),
    status,
    // On paper, the date is in the heading and a title or description the buyer left empty is
    // not printed.
    rows: [
      {
        id: 'date',
        label: t('decision.date'),
        value: text(date.text),
        onPaper: date.dateTime === undefined,
      },
      {
        id: 'title',
        label: t('decision.title'),
        value: text(orDash(title)),
        onPaper: title !== '',
      },
      {
        id: 'description',
        label: t('decision.description'),
        value: text(orDash(description)),
        onPaper: description !== '',
      },
    ],
    milestones: decision.milestones.map((milestone) => toMilestoneView(milestone, context)),
    documents: decisionDocuments(decision, tender, context),
  };
}
