import type { TFunction } from 'i18next';
import type { DictionaryKey } from '../../../../../../contract/static-data';
import type { Complaint, Objection } from '../../../../../../contract/tender-tabs';
import type { LabelFn } from '../../../../../lib/use-reference-data';
import { orDash } from '../../../../../lib/format';
import type { DocumentView } from '../../../model/documents/documents-view';

/** The AMCU dictionary of each objection classification scheme (CDB `classification.scheme`). */
const SCHEME_DICTIONARIES: Readonly<Record<string, DictionaryKey>> = {
  article_16: 'article_16_criteria',
  article_17: 'article_17_criteria',
  other: 'other_criteria',
  violation_amcu: 'amcu_violations',
  amcu: 'amcu_objections',
  amcu_24: 'amcu_24_objections',
};

const SCHEMES = Object.keys(SCHEME_DICTIONARIES);
const RELATES_TO = ['tender', 'lot', 'award', 'qualification', 'cancellation'] as const;

export interface ObjectionsContext {
  label: LabelFn;
  t: TFunction<'tenderComplaints'>;
}

export interface EvidenceView {
  key: string;
  title: string;
  description: string | undefined;
  /** The complaint's document the evidence points at, when the complaint has it. */
  document: DocumentView | undefined;
}

export interface ArgumentView {
  key: string;
  description: string;
  evidences: EvidenceView[];
}

export interface RemedyView {
  key: string;
  /** The requested remedy's type through requested_remedies_types. */
  type: string;
  description: string | undefined;
}

export interface ObjectionView {
  id: string;
  title: string;
  description: string | undefined;
  /** What the objection is about ('Умови закупівлі', 'Рішення щодо учасника'), '—' unknown. */
  relatesTo: string;
  /** The scheme ('Стаття 17 Закону') and the classification through its AMCU dictionary. */
  scheme: string;
  classification: string;
  /** The justification tab. */
  justification: ArgumentView[];
  /** The requirements tab. */
  requirements: RemedyView[];
}

const present = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === '' ? undefined : value;

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** The dictionary's label of the code; else the description CDB gives; else the code. */
function classificationLabel(objection: Objection, label: LabelFn): string {
  const { scheme, id, description } = objection.classification ?? {};
  if (id === undefined || id.trim() === '') return orDash(description?.trim() ?? '');
  const dictionary = scheme === undefined ? undefined : SCHEME_DICTIONARIES[scheme];
  const named = dictionary ? label(dictionary, id) : id;
  return named !== id ? named : (present(description) ?? id);
}

function schemeLabel(objection: Objection, t: TFunction<'tenderComplaints'>): string {
  const scheme = objection.classification?.scheme?.trim() ?? '';
  if (scheme === '') return orDash('');
  return isOneOf(SCHEMES, scheme)
    ? t(`objection.scheme.${scheme}` as 'objection.scheme.other')
    : scheme;
}

function toObjectionView(
  objection: Objection,
  documents: readonly DocumentView[],
  context: ObjectionsContext,
): ObjectionView {
  const { label, t } = context;
  const relatesTo = objection.relatesTo?.trim() ?? '';
  return {
    id: objection.id,
    title: orDash(objection.title.trim()),
    description: present(objection.description),
    relatesTo: isOneOf(RELATES_TO, relatesTo)
      ? t(`objection.relatesTo.${relatesTo}`)
      : orDash(relatesTo),
    scheme: schemeLabel(objection, t),
    classification: classificationLabel(objection, label),
    justification: objection.arguments.map((argument, index) => ({
      key: argument.id ?? String(index),
      description: orDash(argument.description?.trim() ?? ''),
      evidences: argument.evidences.map((evidence, number) => ({
        key: evidence.id ?? String(number),
        title: orDash(evidence.title?.trim() ?? ''),
        description: present(evidence.description),
        document: documents.find((document) => document.key === evidence.relatedDocument),
      })),
    })),
    requirements: objection.requestedRemedies.map((remedy, index) => ({
      key: remedy.id ?? String(index),
      type: remedy.type?.trim()
        ? label('requested_remedies_types', remedy.type.trim())
        : orDash(''),
      description: present(remedy.description),
    })),
  };
}

/** A complaint's objections, each with its justification and requirements. */
export function toObjectionViews(
  complaint: Complaint,
  documents: readonly DocumentView[],
  context: ObjectionsContext,
): ObjectionView[] {
  return complaint.objections.map((objection) => toObjectionView(objection, documents, context));
}
