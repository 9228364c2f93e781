import type { DictionaryKey } from '../../contract/static-data.ts';
import { AMCU_VIOLATIONS_EN, REQUESTED_REMEDIES_EN } from './amcu-en.ts';
import {
  AWARD_CRITERIA,
  AWARD_STATUSES,
  PROCUREMENT_METHOD_RATIONALES,
  QUALIFICATION_STATUSES,
} from './authored.ts';
import { CRITERIA_TITLES_EN } from './criteria-en.ts';
import {
  assertBilingual,
  criteriaEntries,
  pickLabels,
  regionEntries,
  withEnglishTitles,
  type Entries,
} from './labels.ts';
import { marketplaceLogo } from './logo.ts';
import { ACCREDITATION_LEVELS, AUTH_METHODS } from './marketplace-terms.ts';
import { mergeMarketplaces, type Broker, type Platform } from './marketplaces.ts';
import { REGIONS_EN } from './regions-en.ts';
import { TENDER_STATUS_LABELS } from './tender-status-labels.ts';

/** Reads a JSON file by its path under the source folder. */
export type SourceReader = <T>(relativePath: string) => Promise<T>;

/** Written by hand in data/dictionaries (menus) or by the news work; the script leaves them alone. */
export const AUTHORED_KEYS = ['header_menu', 'footer_menu', 'article', 'group', 'banner'] as const;
export type BuiltKey = Exclude<DictionaryKey, (typeof AUTHORED_KEYS)[number]>;

type Raw = Record<string, Record<string, unknown>>;

interface Criterion {
  title: string;
  classification: { id: string };
}

interface Funder {
  identifier: { id: string; scheme: string };
  name_uk: string;
  name_en: string;
}

const byId = <T extends { id: string }>(items: readonly T[]): Entries =>
  Object.fromEntries(items.map(({ id, ...rest }) => [id, { ...rest }]));

/** Every built dictionary: its source files, read through `read`. */
const builders = (read: SourceReader): Record<BuiltKey, () => Promise<Entries>> => {
  const codelist =
    (file: string, extra: readonly string[] = []) =>
    async (): Promise<Entries> =>
      pickLabels(await read<Raw>(`standards/${file}`), extra);
  const ukOnly = (file: string, english: Readonly<Record<string, string>>) => async () =>
    withEnglishTitles(file, pickLabels(await read<Raw>(`standards/${file}`)), english);
  const criteria = (file: string) => async () =>
    criteriaEntries(file, await read<Criterion[]>(`standards/${file}`), CRITERIA_TITLES_EN);
  return {
    marketplaces: async () =>
      mergeMarketplaces(
        await read<Broker[]>('standards/organizations/brokers.json'),
        await read<Platform[]>('perevorot-prozorro/platforms.json'),
      ),
    marketplace_accreditation_levels: () => Promise.resolve(byId(ACCREDITATION_LEVELS)),
    marketplace_auth_methods: () => Promise.resolve(byId(AUTH_METHODS)),
    tender_statuses: async () => ({
      ...(await codelist('codelists/tender/tender_status.json')()),
      ...TENDER_STATUS_LABELS,
    }),
    procurement_method_types: codelist('codelists/tender/tender_procurement_method_type.json'),
    procurement_method_rationales: () => Promise.resolve({ ...PROCUREMENT_METHOD_RATIONALES }),
    currencies: codelist('codelists/tender/tender_currency.json', ['sign', 'archive']),
    regions: async () =>
      regionEntries(await read<string[]>('standards/classifiers/ua_regions.json'), REGIONS_EN),
    main_procurement_categories: codelist('codelists/tender/tender_main_procurement_category.json'),
    tender_causes: codelist('codelists/tender/tender_cause.json', ['archive']),
    organization_kinds: codelist('organizations/kind.json'),
    organization_scales: codelist('organizations/scale.json'),
    unit_codes: codelist('unit_codes/recommended.json'),
    milestone_codes: codelist('codelists/milestones/code.json', ['type']),
    milestone_titles: codelist('codelists/milestones/title.json', ['type']),
    milestone_day_types: codelist('codelists/milestones/day_type.json'),
    cpv: async () => {
      const cpv = await read<Record<string, { uk: string; en: string }>>(
        'derived/cpv_dk021_uk_en.json',
      );
      return Object.fromEntries(
        Object.entries(cpv).map(([code, { uk, en }]) => [code, { title_uk: uk, title_en: en }]),
      );
    },
    award_criteria: () => Promise.resolve({ ...AWARD_CRITERIA }),
    funders: async () =>
      Object.fromEntries(
        (await read<Funder[]>('standards/codelists/tender/tender_funder.json')).map((funder) => [
          funder.identifier.id,
          { name_uk: funder.name_uk, name_en: funder.name_en, scheme: funder.identifier.scheme },
        ]),
      ),
    complaint_statuses: codelist('complaints/complaint_status.json'),
    framework_types: codelist('frameworks/framework_types.json'),
    requested_remedies_types: ukOnly('AMCU/requested_remedies_type.json', REQUESTED_REMEDIES_EN),
    amcu_violations: ukOnly('AMCU/violation_amcu.json', AMCU_VIOLATIONS_EN),
    amcu_objections: codelist('AMCU/amcu.json'),
    amcu_24_objections: codelist('AMCU/amcu_24.json'),
    other_criteria: criteria('criteria/other.json'),
    article_16_criteria: criteria('criteria/article_16.json'),
    article_17_criteria: criteria('criteria/article_17.json'),
    cancellation_reason_types: codelist('codelists/cancellation_reason_type.json'),
    complaint_reject_reasons: codelist('complaints/complaint_reject_reason.json'),
    monitoring_procuring_stages: codelist('monitorings/monitoring_procuring_stage.json'),
    monitoring_reasons: codelist('monitorings/monitoring_reason.json'),
    monitoring_violation_types: codelist('monitorings/monitoring_violation_type.json'),
    contract_change_rationale_types: async () => ({
      ...(await codelist('codelists/contract_change_rationale_type_decree_1178.json')()),
      ...(await codelist('codelists/contract_change_rationale_type.json')()),
    }),
    agreement_change_rationale_types: codelist('codelists/agreement_change_rationale_type.json'),
    qualification_statuses: () => Promise.resolve({ ...QUALIFICATION_STATUSES }),
    award_statuses: () => Promise.resolve({ ...AWARD_STATUSES }),
  };
};

export interface BuildOutput {
  dictionaries: Record<string, Entries>;
  /** Logo files by name (<marketplace id>.svg, and <id>.en.svg for an English title of its own). */
  logos: Record<string, string>;
}

/** Builds every dictionary from the source files; throws when any label lacks a language. */
export const buildDictionaries = async (read: SourceReader): Promise<BuildOutput> => {
  const dictionaries: Record<string, Entries> = {};
  for (const [key, build] of Object.entries(builders(read))) {
    const entries = await build();
    assertBilingual(key, entries);
    dictionaries[key] = entries;
  }
  const logos = Object.fromEntries(
    Object.entries(dictionaries.marketplaces ?? {}).flatMap(([id, entry]): [string, string][] => [
      [`${id}.svg`, marketplaceLogo(id, String(entry.title_uk))],
      ...(entry.image_en === `/marketplaces/${id}.en.svg`
        ? [[`${id}.en.svg`, marketplaceLogo(id, String(entry.title_en))] as [string, string]]
        : []),
    ]),
  );
  return { dictionaries, logos };
};
