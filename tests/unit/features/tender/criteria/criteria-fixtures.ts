import type { Lang } from '../../../../../contract/api';
import type { DictionaryKey, Dictionary } from '../../../../../contract/static-data';
import type { Tender } from '../../../../../contract/tender';
import type { CdbTender } from '../../../../../server/ingest/cdb';
import { toPortalTender } from '../../../../../server/ingest/transform/tender';
import '../../../../../src/features/tender/locales';
import type { CriteriaContext } from '../../../../../src/features/tender/model/criteria/criteria-context';
import type { CriteriaSectionName } from '../../../../../src/features/tender/model/criteria/criteria-modes';
import { dictionaryLabel } from '../../../../../contract/dictionary-label';
import { i18n } from '../../../../../src/lib/i18n';
import { shippedDictionary } from '../../../../support/shipped-data';
import { shippedCdbTender } from '../../../../support/shipped-cdb';

export const LANGS: readonly Lang[] = ['uk', 'en'];

export const CYRILLIC = /[А-ЯЁЄІЇҐа-яёєіїґ]/;

const dictionaries = new Map<DictionaryKey, Dictionary>();
const dictionary = (key: DictionaryKey): Dictionary => {
  const cached = dictionaries.get(key) ?? shippedDictionary(key);
  dictionaries.set(key, cached);
  return cached;
};

/** The context the page builds: the language, its tenderCriteria texts, shipped dictionaries. */
export function criteriaContext(lang: Lang, tender: Pick<Tender, 'lots'>): CriteriaContext {
  return {
    lang,
    t: i18n.getFixedT(lang, 'tenderCriteria'),
    label: (key, code) => dictionaryLabel(dictionary(key), code, lang),
    lots: tender.lots,
  };
}

/** A CDB criterion as published (the fields these tests read). */
export interface CdbCriterion {
  id: string;
  title: string;
  description?: string;
  source?: string;
  relatesTo?: string;
  relatedItem?: string;
  classification?: { id?: string };
  legislation?: { article?: string; identifier?: { legalName?: string; uri?: string } }[];
  requirementGroups?: {
    description?: string;
    requirements?: {
      id: string;
      title: string;
      status?: string;
      dataType?: string;
      datePublished?: string;
      expectedValue?: unknown;
      expectedValues?: unknown[];
      minValue?: unknown;
      maxValue?: unknown;
      unit?: { code?: string; name?: string };
      eligibleEvidences?: {
        id: string;
        type?: string;
        title?: string;
        description?: string;
        relatedDocument?: { id?: string; title?: string };
      }[];
    }[];
  }[];
}

export const cdbCriteria = (cdb: CdbTender): CdbCriterion[] => listOf(cdb, 'criteria');

/** Which of sections 7–10 a CDB criterion belongs to, read from its classification id. */
export function cdbSectionOf(criterion: CdbCriterion): CriteriaSectionName | undefined {
  const id = criterion.classification?.id ?? '';
  if (id.startsWith('CRITERION.EXCLUSION.')) return 'exclusion';
  if (id === 'CRITERION.OTHER.BID.LANGUAGE') return 'language';
  if (/^CRITERION\.OTHER\.(BID|CONTRACT)\.GUARANTEE$/.test(id)) return 'guarantee';
  if (id.startsWith('CRITERION.OTHER.LIFE_CYCLE_COST')) return 'lifeCycleCost';
  return undefined;
}

const listOf = <T>(cdb: CdbTender, key: string): T[] => {
  const list = (cdb as Record<string, unknown>)[key];
  return Array.isArray(list) ? (list as T[]) : [];
};

export const cdbLots = (cdb: CdbTender) => listOf<{ id: string; title: string }>(cdb, 'lots');

export const cdbDocuments = (cdb: CdbTender) =>
  listOf<{ id: string; title: string; url: string }>(cdb, 'documents');

export const cdbRequirements = (criterion: CdbCriterion) =>
  (criterion.requirementGroups ?? []).flatMap((group) => group.requirements ?? []);

/** A deep copy of a shipped tender's CDB JSON, to derive a case no shipped tender has. */
export function cdbCopy(tenderID: string): CdbTender {
  return structuredClone(shippedCdbTender(tenderID));
}

export const derivedTender = (cdb: CdbTender): Tender => toPortalTender(cdb);
