import type { TFunction } from 'i18next';
import type { Lang } from '../../../../../../contract/api';
import type { Tender } from '../../../../../../contract/tender';
import type { Question } from '../../../../../../contract/tender-tabs';
import { localizedText } from '../../../../../../contract/dictionary-label';
import { orDash } from '../../../../../lib/format';
import { organizationName } from '../../../../../lib/organization-name';
import type { StatusView } from '../../complaints/model/complaint-status';
import { newestFirst, toDateView } from '../../model/entry-date';
import type { DateView } from '../../model/entry-date';
import { entryAnchor, entryHref } from '../../model/entry-link';

export interface QuestionsContext {
  lang: Lang;
  t: TFunction<'tenderQuestions'>;
  /** The tender as the address names it (tenderID or internal id), for the entry links. */
  tenderKey: string;
}

export interface QuestionView {
  id: string;
  /** The element id a link's hash names. */
  anchor: string;
  /** The address of the question (tab path and hash), for the copy-link button. */
  href: string;
  title: string;
  description: string | undefined;
  date: DateView;
  /** The asking organisation, when the question names it. */
  author: string | undefined;
  /** The lot or item the question is about; undefined for the whole tender. */
  about: string | undefined;
  status: StatusView;
  answer: string | undefined;
  answerDate: DateView;
}

const present = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === '' ? undefined : value;

/** The lot or the item a question names, by its title or description in the language. */
function aboutOf(
  question: Question,
  tender: Tender,
  context: QuestionsContext,
): string | undefined {
  const { questionOf, relatedItem } = question;
  if (relatedItem === undefined) return undefined;
  if (questionOf === 'lot') {
    const lot = tender.lots.find((entry) => entry.id === relatedItem);
    const name = lot ? localizedText(lot.title, lot.title_en, context.lang) : relatedItem;
    return context.t('about.lot', { name });
  }
  if (questionOf === 'item') {
    const item = tender.items.find((entry) => entry.id === relatedItem);
    const name = item
      ? localizedText(item.description, item.description_en, context.lang)
      : relatedItem;
    return context.t('about.item', { name });
  }
  return undefined;
}

function toQuestionView(question: Question, tender: Tender, context: QuestionsContext) {
  const { lang, t, tenderKey } = context;
  const anchor = entryAnchor('question', question.id);
  const author = question.author ? present(organizationName(question.author, lang)) : undefined;
  return {
    id: question.id,
    anchor,
    href: entryHref(tenderKey, 'tender_questions', anchor),
    title: orDash(question.title.trim()),
    description: present(question.description),
    date: toDateView(question.date, lang),
    author,
    about: aboutOf(question, tender, context),
    status: { code: question.status, label: t(`questionStatus.${question.status}`) },
    answer: present(question.answer),
    answerDate: toDateView(question.dateAnswered, lang),
  } satisfies QuestionView;
}

/** "Questions and requirements": the questions, newest first. */
export function toQuestionViews(
  questions: readonly Question[],
  tender: Tender,
  context: QuestionsContext,
): QuestionView[] {
  return newestFirst(questions, (question) => question.date).map((question) =>
    toQuestionView(question, tender, context),
  );
}
