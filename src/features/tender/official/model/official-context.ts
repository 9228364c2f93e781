import type { TFunction } from 'i18next';
import type { Lang } from '../../../../../contract/api';
import type { LabelFn } from '../../../../lib/use-reference-data';

/** What the official documents' view models take: the language, labels and their texts. */
export interface OfficialContext {
  lang: Lang;
  /** Dictionary labels (`useLabel()`). */
  label: LabelFn;
  /** The tenderOfficial namespace in `lang`. */
  t: TFunction<'tenderOfficial'>;
}

/** A fact of a document: a label and its formatted text ('—' when absent). */
export interface OfficialFact {
  id: string;
  label: string;
  text: string;
}

/** A table of a document: its caption, column names and rows of formatted cells. */
export interface OfficialTable {
  caption: string;
  columns: readonly { key: string; label: string; numeric?: boolean }[];
  rows: readonly { key: string; cells: readonly string[] }[];
}

/** One part of a document: a lot (or the whole tender), its facts, its table, a note. */
export interface OfficialSection {
  key: string;
  /** 'Лот 1: …'; undefined for a tender without lots. */
  heading: string | undefined;
  facts: OfficialFact[];
  table?: OfficialTable;
  note?: string;
}

/** A whole document: its title, the tender's facts, its own facts and lead, its sections. */
export interface OfficialDocumentView {
  title: string;
  head: OfficialFact[];
  /** Facts of the whole document after the head (a deadline, a disclosure date). */
  facts: OfficialFact[];
  /** A paragraph saying what the document is, when it needs one. */
  lead?: string;
  sections: OfficialSection[];
}
