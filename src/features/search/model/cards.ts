import { paths } from '../../../../contract/routes/paths';
import type { TFunction } from 'i18next';
import type { Lang, SearchSection, TextMarks } from '../../../../contract/api';
import type { FrameworkSearchHit } from '../../../../contract/framework';
import type { PlanSearchHit } from '../../../../contract/plan';
import type { ProductSearchHit } from '../../../../contract/product';
import type { FlagCode } from '../../../../contract/flags';
import { SearchHitSchema } from '../../../../contract/schemas/answers';
import type { TenderHit } from '../../../../contract/search';
import { fits } from '../../../lib/fits-schema';
import { EM_DASH, formatDate, formatDateTime, formatMoney, orDash } from '../../../lib/format';
import type { MoneyValue } from '../../../lib/format';
import { i18n } from '../../../lib/i18n';
import { pickLocalized } from '../../../lib/localized';
import type { LabelFn } from '../../../lib/use-reference-data';
import { countsDown, timeLeft } from '../../../lib/countdown';
import { highlight } from './highlight';
import type { TextSegment } from './highlight';
import { resultHref } from './result-links';

export interface CardContext {
  lang: Lang;
  /** Dictionary labels (tender statuses, procedure types). */
  label: LabelFn;
  t: TFunction<'search'>;
  now: Date;
  /** The text searched for: its matches are marked… */
  text?: string;
  /** …with the other forms of its words that the search matched. */
  marks?: TextMarks;
}

export interface CardFact {
  label: string;
  value: TextSegment[];
  /** The procedure type's code: its label opens the glossary entry. */
  procedure?: string;
  /** The organisation's profile, when the fact names one. */
  href?: string;
}

/** One result as its card shows it: every string formatted, '—' for what is absent. */
export interface ResultCard {
  id: string;
  href: string;
  title: TextSegment[];
  /** tenderID, planID or prettyID. */
  code?: TextSegment[];
  /** `glossary`: the group of the glossary entry the badge opens (products have none). */
  status: { code: string; label: string; glossary?: 'tender' | 'plan' | 'framework' };
  /** An API-documentation example or a sandbox object. */
  test: boolean;
  facts: CardFact[];
  /** Time left to submit while bidding is open. */
  countdown?: string;
  /** A tender's red flags by title (none when it has none). */
  flags?: { code: FlagCode; title: string }[];
}

type Hit = Record<string, unknown>;

const str = (hit: Hit, key: string): string | undefined =>
  typeof hit[key] === 'string' ? hit[key] : undefined;

/**
 * A value as published, a real 0 included ('0,00 грн'); '—' when there is none, or for an
 * ESCO tender's minValue of 0 (`noZero`), which is no expected value.
 */
const money = (value: MoneyValue | undefined, lang: Lang, noZero = false): string =>
  value && value.amount >= 0 && !(noZero && value.amount === 0)
    ? formatMoney(value, lang, { vat: true })
    : EM_DASH;

function makeFacts(context: CardContext) {
  const plain = (label: string, value: string | undefined): CardFact => ({
    label,
    value: [{ text: orDash(value), match: false }],
  });
  const marks = (value: string | undefined): TextSegment[] =>
    value?.trim()
      ? highlight(value, context.text, context.marks)
      : [{ text: EM_DASH, match: false }];
  const marked = (label: string, value: string | undefined): CardFact => ({
    label,
    value: marks(value),
  });
  return { plain, marked, marks };
}

/** The status in the card's words: a tender's from its dictionary, the others' from this screen's. */
function statusOf(section: SearchSection, code: string, context: CardContext) {
  if (section === 'tender') {
    return {
      code,
      label: orDash(context.label('tender_statuses', code)),
      glossary: 'tender' as const,
    };
  }
  const label = orDash(context.t(`statuses.${section}.${code}`, { defaultValue: code }));
  if (section === 'plan') return { code, label, glossary: 'plan' as const };
  if (section === 'catalog') return { code, label, glossary: 'framework' as const };
  return { code, label };
}

function countdown(hit: TenderHit, context: CardContext): string | undefined {
  if (!countsDown(hit.status) || !hit.tenderPeriodEndDate) return undefined;
  const left = timeLeft(new Date(hit.tenderPeriodEndDate), context.now);
  if (!left) return undefined;
  const { t } = context;
  const units = [
    left.days > 0 ? t('countdown.days', { count: left.days }) : '',
    left.hours > 0 ? t('countdown.hours', { count: left.hours }) : '',
    left.minutes > 0 ? t('countdown.minutes', { count: left.minutes }) : '',
  ].filter((unit) => unit !== '');
  return t('countdown.left', { time: units.join(' ') });
}

/** A buyer's fact linking to its profile (tenders only: plans and frameworks are not counted). */
const withProfile = (fact: CardFact, code: string | undefined): CardFact =>
  code?.trim() ? { ...fact, href: paths.org(code) } : fact;

function tenderCard(
  hit: TenderHit,
  context: CardContext,
): Omit<ResultCard, 'id' | 'href' | 'status' | 'test'> {
  const { t, lang, label } = context;
  const { plain, marked, marks } = makeFacts(context);
  return {
    title: marks(pickLocalized(hit.title, hit.title_en, lang)),
    code: marks(hit.tenderID),
    facts: [
      withProfile(marked(t('card.buyer'), hit.procuringEntityName), hit.procuringEntityId),
      marked(t('card.edrpou'), hit.procuringEntityId),
      {
        ...plain(
          t('card.procedure'),
          hit.procurementMethodType
            ? label('procurement_method_types', hit.procurementMethodType)
            : undefined,
        ),
        ...(hit.procurementMethodType ? { procedure: hit.procurementMethodType } : {}),
      },
      plain(t('card.value'), money(hit.value, lang, hit.procurementMethodType === 'esco')),
      plain(t('card.tenderEnd'), formatDateTime(hit.tenderPeriodEndDate, lang)),
    ],
    countdown: countdown(hit, context),
    ...(hit.flags?.length ? { flags: flagBadges(hit.flags, lang) } : {}),
  };
}

/** The titles of a tender's red flags (the `common` namespace, as the filter panel has them). */
function flagBadges(codes: readonly FlagCode[], lang: Lang): { code: FlagCode; title: string }[] {
  const t = i18n.getFixedT(lang, 'common');
  return codes.map((code) => ({ code, title: t(`redFlag.${code}`) }));
}

function planCard(hit: PlanSearchHit, context: CardContext) {
  const { t, lang } = context;
  const { plain, marked, marks } = makeFacts(context);
  return {
    title: marks(hit.title),
    code: marks(hit.planID),
    facts: [
      marked(t('card.buyer'), hit.buyerName),
      marked(t('card.edrpou'), hit.buyerId),
      plain(t('card.budget'), money(hit.budget, lang)),
      plain(t('card.year'), hit.year === undefined ? undefined : String(hit.year)),
    ],
  };
}

function frameworkCard(hit: FrameworkSearchHit, context: CardContext) {
  const { t, lang } = context;
  const { plain, marked, marks } = makeFacts(context);
  return {
    title: marks(hit.title),
    code: marks(hit.prettyID),
    facts: [
      marked(t('card.procuringEntity'), hit.buyerName),
      marked(t('card.edrpou'), hit.buyerId),
      plain(t('card.qualificationEnd'), formatDate(hit.qualificationEndDate, lang)),
    ],
  };
}

function productCard(hit: ProductSearchHit, context: CardContext) {
  const { t } = context;
  const { plain, marked, marks } = makeFacts(context);
  return {
    title: marks(hit.title),
    facts: [
      plain(t('card.classification'), hit.classificationId),
      marked(t('card.vendor'), hit.vendorName),
    ],
  };
}

const BODY = {
  tender: (hit: Hit, context: CardContext) => tenderCard(hit as unknown as TenderHit, context),
  plan: (hit: Hit, context: CardContext) => planCard(hit as unknown as PlanSearchHit, context),
  catalog: (hit: Hit, context: CardContext) =>
    frameworkCard(hit as unknown as FrameworkSearchHit, context),
  products: (hit: Hit, context: CardContext) =>
    productCard(hit as unknown as ProductSearchHit, context),
} satisfies Record<SearchSection, unknown>;

const isHit = (value: unknown): value is Hit => fits(SearchHitSchema, value);

/**
 * One result's card, or undefined for a row without an id. Every row with an id is a card
 * (plans, frameworks and products have no tenderID); a missing title or code shows '—'.
 */
function toResultCard(section: SearchSection, row: unknown, context: CardContext) {
  if (!isHit(row)) return undefined;
  const id = str(row, 'id') ?? '';
  const body = BODY[section](row, context);
  return {
    id,
    href: resultHref(section, { ...row, id }),
    ...body,
    status: statusOf(section, str(row, 'status') ?? '', context),
    test: row.mode === 'test',
  };
}

/** Whether a card of these results counts down to the end of bidding (a tender in bidding). */
export const countsDownIn = (section: SearchSection, data: readonly unknown[]): boolean =>
  section === 'tender' &&
  data.some(
    (row) => typeof row === 'object' && row !== null && countsDown(String((row as Hit).status)),
  );

/**
 * A result page's row as its card (undefined for a row that is not one): each card is made by
 * its own component, so that relabelling a page of results yields to the browser between cards.
 */
export function resultCard(section: SearchSection, context: CardContext) {
  return (row: unknown): ResultCard | undefined =>
    typeof row === 'object' && row !== null ? toResultCard(section, row, context) : undefined;
}

/** The cards of a result page's rows (a row that is not an object has none). */
export function resultCards(section: SearchSection, context: CardContext) {
  const cardOf = resultCard(section, context);
  return (data: readonly unknown[]): ResultCard[] =>
    data.map(cardOf).filter((card): card is ResultCard => card !== undefined);
}

/** A row's key in the list of results: its id, or its place for a row without one. */
export const resultKey = (row: unknown, index: number): string => {
  const id = typeof row === 'object' && row !== null ? (row as Hit).id : undefined;
  return typeof id === 'string' ? id : `#${String(index)}`;
};
