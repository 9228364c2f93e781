import type { Lang } from '../../../../contract/api';
import type {
  Classification,
  Document,
  Organization,
  Unit,
} from '../../../../contract/tender-parts';
import { formatDateTime, orDash } from '../../../lib/format';
import { localizedText } from '../../../../contract/dictionary-label';
import { organizationName as nameInLanguage } from '../../../lib/organization-name';
import { describeFacts } from '../../../lib/page-head';
import { safeExternalUrl } from '../../../../contract/safe-url';

/** One value of a key–value row, already formatted; the page only picks the element. */
export type FieldValue =
  | { kind: 'text'; text: string }
  | { kind: 'money'; text: string }
  | { kind: 'lines'; lines: readonly string[] }
  | { kind: 'link'; text: string; to: string }
  | { kind: 'external'; text: string; href: string }
  | { kind: 'time'; text: string; dateTime: string };

export interface FieldRow {
  id: string;
  label: string;
  value: FieldValue;
}

export const text = (value: string | null | undefined): FieldValue => ({
  kind: 'text',
  text: orDash(value),
});

/** Several values one under another; none gives the em dash. */
export const lines = (values: readonly string[]): FieldValue =>
  values.length > 0 ? { kind: 'lines', lines: values } : text(undefined);

/**
 * A moment with its machine-readable form; an absent or invalid date gives the em dash, and so
 * does the epoch, which ingest stores for an object that has no date.
 */
export function moment(value: string | undefined, lang: Lang): FieldValue {
  const time = Date.parse(value ?? '');
  if (value === undefined || Number.isNaN(time) || time <= 0) return text(undefined);
  return {
    kind: 'time',
    text: formatDateTime(value, lang),
    dateTime: new Date(time).toISOString(),
  };
}

/** An http(s) page as a link; any other address shows the text alone. */
export function externalLink(label: string, uri: string | undefined): FieldValue {
  const href = safeExternalUrl(uri);
  return href === undefined ? text(label) : { kind: 'external', text: label || href, href };
}

/** 'code — name' in the language; the scheme is named when it is not the row's own (ДК 021). */
export function classificationText(
  classification: Classification | undefined,
  lang: Lang,
  withScheme = false,
): string | undefined {
  if (!classification) return undefined;
  const name = localizedText(classification.description, classification.description_en, lang);
  const code = classification.id.trim();
  const scheme = withScheme ? classification.scheme.trim() : '';
  const head = [scheme, code].filter((part) => part !== '').join(' ');
  return [head, name.trim()].filter((part) => part !== '').join(' — ') || undefined;
}

export const classificationLines = (list: readonly Classification[], lang: Lang): string[] =>
  list.flatMap((classification) => classificationText(classification, lang, true) ?? []);

/** The main classification and the additional ones, as the two rows every entity page shows. */
export const classificationRows = (
  labels: { classification: string; additionalClassifications: string },
  main: Classification | undefined,
  additional: readonly Classification[],
  lang: Lang,
): FieldRow[] => [
  {
    id: 'classification',
    label: labels.classification,
    value: text(classificationText(main, lang)),
  },
  {
    id: 'additionalClassifications',
    label: labels.additionalClassifications,
    value: lines(classificationLines(additional, lang)),
  },
];

/** The organisation's name in the language; '' when there is none. */
export const organizationName = (organization: Organization | undefined, lang: Lang): string =>
  organization ? nameInLanguage(organization, lang) : '';

/** The unit's name in the language, else its code. */
export const unitName = (unit: Unit | undefined, lang: Lang): string | undefined =>
  unit ? localizedText(unit.name ?? '', unit.name_en, lang) || unit.code : undefined;

export interface DocumentView {
  key: string;
  document: Document;
}

/**
 * The documents a page lists, with their titles in the language, in the order ingest gives
 * (versions of one id together, newest first, older ones marked): one key per version.
 */
export const toDocumentViews = (documents: readonly Document[], lang: Lang): DocumentView[] =>
  documents.map((document, index) => ({
    key: `${document.id}-${String(index)}`,
    document: { ...document, title: localizedText(document.title, document.title_en, lang) },
  }));

/** What the head of every entity page shows. */
export interface EntityHeadView {
  title: string;
  /** The label of the human id ('Номер плану') and the id itself. */
  idLabel: string;
  id: string;
  /** `glossary`: the group of the entry the badge opens (a product's badge opens none). */
  status: { code: string; label: string; glossary?: 'plan' | 'framework' };
  /** An API-documentation example or a sandbox object (CDB mode 'test'): its mark and note. */
  test: { badge: string; note: string } | undefined;
}

/** A status label of the page's own set, else the code; no status gives the em dash. */
export const statusLabel = (labels: Readonly<Record<string, string>>, code: string): string =>
  orDash(Object.hasOwn(labels, code) ? labels[code] : code);

/** A value as plain text; several values joined with commas. */
const fieldText = (value: FieldValue): string =>
  value.kind === 'lines' ? value.lines.join(', ') : value.text;

/**
 * What a shared link to a plan, framework or product says of it: its status, then the facts of
 * the rows named by `ids`, in that order (the empty ones left out).
 */
export function entityDescription(
  view: { head: EntityHeadView; details: readonly FieldRow[] },
  statusWord: string,
  ids: readonly string[],
): string {
  const rows = ids.flatMap((id) => view.details.filter((row) => row.id === id));
  return describeFacts([
    [statusWord, view.head.status.label],
    ...rows.map((row) => [row.label, fieldText(row.value)] as const),
  ]);
}
