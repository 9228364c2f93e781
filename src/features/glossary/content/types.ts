import type { StatusGroup } from '../model/entries';

/** A procedure type in plain words. Every field is one or two sentences. */
export interface ProcedureText {
  /** What it is for. */
  purpose: string;
  /** Who uses it. */
  users: string;
  /** The value thresholds that apply, and since when. */
  thresholds: string;
  /** The minimum time to submit bids (and clarifications), and since when. */
  period: string;
  /** The law or resolution it comes from. */
  law: string;
}

/** A status in plain words: what is happening, what the buyer and bidders can do, what next. */
export interface StatusText {
  /** The status's name where no dictionary names it. */
  title?: string;
  now: string;
  can: string;
  next: string;
}

export type GlossaryField = keyof ProcedureText | Exclude<keyof StatusText, 'title'> | 'checked';

/** The glossary in one language: the content the page and the popups show. */
export interface GlossaryContent {
  /** The heading of each part of an entry. */
  labels: Readonly<Record<GlossaryField, string>>;
  /** The day the texts were checked against their sources (ISO date). */
  checked: string;
  procedures: Readonly<Record<string, ProcedureText>>;
  statuses: Readonly<Record<StatusGroup, Readonly<Record<string, StatusText>>>>;
}

/** The groups of statuses the tender tabs label themselves (no dictionary names them). */
export type TabStatusGroup = Exclude<
  StatusGroup,
  'tender' | 'qualification' | 'award' | 'complaint' | EntityStatusGroup
>;

/** The statuses of the plan and framework pages (their badges label them). */
export type EntityStatusGroup = 'plan' | 'framework';

/** A tab's status in plain words, with the title its badge shows. */
export type TitledStatusText = StatusText & { title: string };

/** The tabs' statuses in one language, kept apart from the dictionary groups' texts. */
export type TabStatusTexts = Readonly<
  Record<TabStatusGroup, Readonly<Record<string, TitledStatusText>>>
>;

/** The plans' and frameworks' statuses in one language. */
export type EntityStatusTexts = Readonly<
  Record<EntityStatusGroup, Readonly<Record<string, TitledStatusText>>>
>;
