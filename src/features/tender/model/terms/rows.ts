import type { TFunction } from 'i18next';
import type { Lang } from '../../../../../contract/api';
import { EM_DASH } from '../../../../lib/format';
import type { LabelFn } from '../../../../lib/use-reference-data';

/** What a terms view model needs besides the tender: the language and its texts. */
export interface TermsContext {
  lang: Lang;
  /** Dictionary labels (`useLabel()`). */
  label: LabelFn;
  /** The tenderTerms namespace in `lang`. */
  t: TFunction<'tenderTerms'>;
}

/** A value as a reader sees it; every text is already formatted ('—' when absent). */
export type TermsValue =
  | { kind: 'text'; text: string }
  /** An http(s) address from upstream, opened in a new tab. */
  | { kind: 'external'; text: string; href: string }
  /** A tel: or mailto: link built from a checked telephone number or email. */
  | { kind: 'contact'; text: string; href: string }
  /** A code the reader may copy, with its scheme ('01986351', 'UA-EDR'). */
  | { kind: 'code'; text: string; scheme: string | undefined; copyLabel: string };

export interface TermsRow {
  id: string;
  label: string;
  value: TermsValue;
  /** False: on paper the row would repeat what is printed by it, or say nothing. */
  onPaper?: boolean;
}

export const text = (value: string): TermsValue => ({ kind: 'text', text: value });

export const DASH: TermsValue = text(EM_DASH);

/** The text of a value, whatever its kind (for tests and accessible names). */
export const valueText = (value: TermsValue): string =>
  value.kind === 'code' && value.scheme ? `${value.text} (${value.scheme})` : value.text;
