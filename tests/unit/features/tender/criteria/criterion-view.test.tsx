import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Criterion } from '../../../../../contract/criteria';
import type { Tender } from '../../../../../contract/tender';
import { CriterionBody } from '../../../../../src/features/tender/components/criteria/CriterionBody';
import { i18n } from '../../../../../src/lib/i18n';
import { sectionCriteria } from '../../../../../src/features/tender/model/criteria/criteria-modes';
import {
  actsCitedAbove,
  toCriterionView,
} from '../../../../../src/features/tender/model/criteria/criterion-view';
import type { CriterionView } from '../../../../../src/features/tender/model/criteria/criterion-view';
import { shippedTender } from '../shipped-tenders';
import { shippedCdbTender } from '../../../../support/shipped-cdb';
import {
  cdbCopy,
  cdbCriteria,
  cdbDocuments,
  cdbLots,
  cdbRequirements,
  criteriaContext,
  derivedTender,
} from './criteria-fixtures';
import type { CdbCriterion } from './criteria-fixtures';

const byClassification = (criteria: readonly Criterion[], id: string): Criterion => {
  const found = criteria.find((c) => c.classification?.id === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};

const cdbByClassification = (tenderID: string, id: string): CdbCriterion => {
  const found = cdbCriteria(shippedCdbTender(tenderID)).find((c) => c.classification?.id === id);
  if (!found) throw new Error(`no ${id} in ${tenderID}`);
  return found;
};

const allCriteria = (tender: Tender): Criterion[] => [
  ...tender.activeExclusionCriteria,
  ...tender.historicalExclusionCriteria,
  ...tender.activeOtherCriteria,
  ...tender.historicalOtherCriteria,
];

const requirementsOf = (view: CriterionView) => view.groups.flatMap((g) => g.requirements);

describe('a criterion as a reader sees it', () => {
  const LARGE = 'UA-2024-04-26-006781-a';

  it('tags its source and what it relates to, in both languages', () => {
    const tender = shippedTender(LARGE);
    const [first] = sectionCriteria(tender, 'exclusion').active;
    const market = byClassification(
      tender.activeExclusionCriteria,
      'CRITERION.EXCLUSION.MISCONDUCT.MARKET_DISTORTION',
    );
    const language = tender.languageCriteria[0];
    if (!first || !language) throw new Error('the shipped tender changed');
    expect(toCriterionView(first, criteriaContext('uk', tender)).tags).toEqual([
      'Відповідь надає учасник',
      'Стосується учасника',
    ]);
    expect(toCriterionView(first, criteriaContext('en', tender)).tags).toEqual([
      'Answered by the tenderer',
      'Relates to the tenderer',
    ]);
    expect(toCriterionView(market, criteriaContext('uk', tender)).tags[0]).toBe(
      'Відповідь надає замовник',
    );
    expect(toCriterionView(language, criteriaContext('en', tender)).tags).toEqual([
      'Answered by the tenderer',
      'Relates to the tender',
    ]);
  });

  it('names the lot a criterion relates to, and tags the winner as the one who answers', () => {
    const tenderID = 'UA-2023-09-08-012599-a';
    const tender = shippedTender(tenderID);
    const contract = byClassification(
      tender.activeGuaranteeCriteria,
      'CRITERION.OTHER.CONTRACT.GUARANTEE',
    );
    const [lot] = cdbLots(shippedCdbTender(tenderID));
    const view = toCriterionView(contract, criteriaContext('uk', tender));
    expect(view.tags).toEqual(['Відповідь надає переможець', 'Стосується лота']);
    expect(view.lot).toBe(lot?.title);
    expect(toCriterionView(contract, criteriaContext('en', tender)).tags).toEqual([
      'Answered by the winner',
      'Relates to a lot',
    ]);
  });

  it('shows the legislation as the CDB names it: one entry per act with its articles', () => {
    const tenderID = 'UA-2026-01-15-000413-a';
    const id = 'CRITERION.EXCLUSION.CONVICTIONS.FRAUD';
    const cdb = cdbByClassification(tenderID, id);
    const tender = shippedTender(tenderID);
    const criterion = byClassification(tender.historicalExclusionCriteria, id);
    const acts = new Map<string, { name: string; articles: string[] }>();
    for (const act of cdb.legislation ?? []) {
      const name = act.identifier?.legalName ?? '';
      const key = `${name} ${act.identifier?.uri?.split('#')[0] ?? ''}`;
      const articles = [...(acts.get(key)?.articles ?? []), act.article ?? ''];
      acts.set(key, { name, articles });
    }
    expect(acts.size).toBeGreaterThan(1);
    const view = toCriterionView(criterion, criteriaContext('en', tender));
    expect(view.legislation.map((act) => [act.name, act.article])).toEqual(
      [...acts.values()].map(({ name, articles }) => [
        name,
        `${articles.length > 1 ? 'articles' : 'article'} ${articles.join(', ')}`,
      ]),
    );
    expect(view.legislation.every((act) => act.url?.startsWith('https://'))).toBe(true);
    expect(view.description).toBe(cdb.description);
    const large = shippedTender('UA-2024-04-26-006781-a');
    const [first] = large.activeExclusionCriteria;
    if (!first) throw new Error('the shipped tender changed');
    expect(toCriterionView(first, criteriaContext('uk', large)).legislation).toHaveLength(1);
    expect(toCriterionView(first, criteriaContext('uk', large)).legislation[0]?.article).toBe(
      'статті 47.6, 47.5',
    );
  });

  it('leaves out a description that only repeats one of its requirements, keeps one of its own', async () => {
    const large = shippedTender(LARGE);
    const convictions = byClassification(
      large.activeExclusionCriteria,
      'CRITERION.EXCLUSION.CONVICTIONS.FRAUD',
    );
    const cdb = cdbByClassification(LARGE, 'CRITERION.EXCLUSION.CONVICTIONS.FRAUD');
    const titles = (cdb.requirementGroups ?? []).flatMap((g) =>
      (g.requirements ?? []).map((r) => r.title),
    );
    expect(titles).toContain(cdb.description);
    const repeated = toCriterionView(convictions, criteriaContext('uk', large));
    expect(repeated.descriptionRepeated).toBe(true);
    expect(repeated.description).toBeUndefined();
    await i18n.changeLanguage('uk');
    const markup = renderToStaticMarkup(
      <CriterionBody criterion={convictions} lots={large.lots} headingLevel={3} />,
    ).replaceAll('&quot;', '"');
    expect(markup.split(cdb.description ?? '').length - 1).toBe(1);
    expect(markup).toContain('>Законодавство<');
    expect(markup).not.toContain('>Опис<');

    const tenderID = 'UA-2026-01-15-000413-a';
    const own = cdbByClassification(tenderID, 'CRITERION.EXCLUSION.CONVICTIONS.FRAUD');
    const kept = toCriterionView(
      byClassification(
        shippedTender(tenderID).historicalExclusionCriteria,
        'CRITERION.EXCLUSION.CONVICTIONS.FRAUD',
      ),
      criteriaContext('uk', shippedTender(tenderID)),
    );
    expect(kept.descriptionRepeated).toBe(false);
    expect(kept.description).toBe(own.description);
  });

  it('marks an act that a criterion above in the same list already cites', () => {
    const large = shippedTender(LARGE);
    const criteria = sectionCriteria(large, 'exclusion').active;
    const cited = actsCitedAbove(criteria);
    const views = criteria.map((criterion, index) =>
      toCriterionView(criterion, criteriaContext('uk', large), cited[index]),
    );
    const first = views[0]?.legislation ?? [];
    expect(first.length).toBeGreaterThan(0);
    expect(first.every((act) => !act.citedAbove)).toBe(true);
    const seen = new Set(first.map((act) => act.name));
    for (const view of views.slice(1)) {
      for (const act of view.legislation) expect(act.citedAbove, act.name).toBe(seen.has(act.name));
      for (const act of view.legislation) seen.add(act.name);
    }
    const resolution = views.flatMap((view) => view.legislation).filter((act) => act.citedAbove);
    expect(resolution.length).toBeGreaterThan(5);
    // Alone, a criterion cites in full.
    const alone = criteria[3]
      ? toCriterionView(criteria[3], criteriaContext('uk', large))
      : undefined;
    expect(alone?.legislation.some((act) => act.citedAbove)).toBe(false);
  });

  it('shows groups and requirements with their publication date in Kyiv and yes/no values', () => {
    const tender = shippedTender(LARGE);
    const criterion = sectionCriteria(tender, 'exclusion').active[0];
    if (!criterion) throw new Error('the shipped tender changed');
    const uk = toCriterionView(criterion, criteriaContext('uk', tender));
    expect(uk.groups.map((g) => g.title)).toEqual([
      'Учасник фізична особа підтверджує, що',
      'Учасник юридична особа підтверджує, що',
    ]);
    const [requirement] = requirementsOf(uk);
    expect(requirement?.datePublished).toBe('26 квітня 2024, 13:33');
    expect(requirement?.expected).toEqual(['так']);
    expect(requirement?.cancelled).toBe(false);
    expect(requirement?.bounds).toBeUndefined();
    const en = requirementsOf(toCriterionView(criterion, criteriaContext('en', tender)))[0];
    expect(en?.datePublished).toBe('26 April 2024, 13:33');
    expect(en?.expected).toEqual(['yes']);
  });

  it('marks the cancelled editions of a changed requirement', () => {
    const tender = shippedTender('UA-2023-09-08-012599-a');
    const [history] = sectionCriteria(tender, 'guarantee').historical;
    if (!history) throw new Error('the shipped tender changed');
    const editions = requirementsOf(toCriterionView(history, criteriaContext('uk', tender)));
    expect(editions.map((r) => [r.cancelled, r.datePublished])).toEqual([
      [true, '08 вересня 2023, 18:23'],
      [true, '18 вересня 2023, 20:20'],
      [false, '18 вересня 2023, 20:25'],
    ]);
    expect(editions[2]?.evidences.map((e) => e.type)).toEqual(['документ']);
  });

  it('labels evidences: statement is "заява", document is "документ", with title and text', () => {
    const tenderID = 'UA-2021-06-22-008064-c';
    const tender = shippedTender(tenderID);
    const id = 'CRITERION.EXCLUSION.CONTRIBUTIONS.PAYMENT_OF_TAXES';
    const cdbEvidence = cdbRequirements(cdbByClassification(tenderID, id))[0]
      ?.eligibleEvidences?.[0];
    const criterion = byClassification(tender.activeExclusionCriteria, id);
    const [uk] = requirementsOf(toCriterionView(criterion, criteriaContext('uk', tender)));
    expect(uk?.evidences).toEqual([
      {
        key: `0-${cdbEvidence?.id ?? ''}`,
        type: 'заява',
        title: cdbEvidence?.title,
        description: cdbEvidence?.description,
        document: undefined,
      },
    ]);
    const [en] = requirementsOf(toCriterionView(criterion, criteriaContext('en', tender)));
    expect(en?.evidences[0]?.type).toBe('statement');
    const guarantee = byClassification(
      tender.activeGuaranteeCriteria,
      'CRITERION.OTHER.BID.GUARANTEE',
    );
    const bank = requirementsOf(toCriterionView(guarantee, criteriaContext('en', tender)))[0];
    expect(bank?.evidences.map((e) => [e.type, e.title])).toEqual([
      ['document', 'Електрона банківська гарантія'],
    ]);
  });

  it('shows a numeric requirement with its minimum, maximum and unit, a choice as a list', () => {
    const tenderID = 'UA-2026-01-15-000413-a';
    const tender = shippedTender(tenderID);
    const taxes = byClassification(
      tender.historicalExclusionCriteria,
      'CRITERION.EXCLUSION.CONTRIBUTIONS.PAYMENT_OF_TAXES',
    );
    const cdbTaxes = cdbRequirements(
      cdbByClassification(tenderID, 'CRITERION.EXCLUSION.CONTRIBUTIONS.PAYMENT_OF_TAXES'),
    );
    const requirements = requirementsOf(toCriterionView(taxes, criteriaContext('uk', tender)));
    const choice = requirements.find((r) => r.expectsOneOf);
    expect(choice?.expected).toEqual(cdbTaxes.find((r) => r.expectedValues)?.expectedValues);
    expect(choice?.cancelled).toBe(true);
    const amount = requirements.find((r) => r.bounds !== undefined);
    expect(amount?.bounds).toEqual({ min: '0', max: '—' });
    expect(amount?.expected).toEqual(['—']);
    expect(amount?.unit).toBe('одиниця');
    const amountEn = requirementsOf(toCriterionView(taxes, criteriaContext('en', tender))).find(
      (r) => r.bounds !== undefined,
    );
    expect(amountEn?.unit).toBe('accounting unit');

    const validity = byClassification(allCriteria(tender), 'CRITERION.OTHER.BID.VALIDITY_PERIOD');
    const [days] = requirementsOf(toCriterionView(validity, criteriaContext('en', tender)));
    expect(days?.expected).toEqual(['90']);
    expect(days?.unit).toBe('day');
  });

  it('links a related document over http(s) only (derived: no shipped evidence has one)', () => {
    const tenderID = 'UA-2021-06-22-008064-c';
    const cdb = cdbCopy(tenderID);
    const documents = cdbDocuments(cdb);
    const contract = documents.find((d) => d.url.startsWith('https://'));
    const signature = documents.find((d) => !/^https?:/.test(d.url));
    if (!contract || !signature) throw new Error('the shipped tender changed');
    const guarantee = cdbCriteria(cdb).find(
      (c) => c.classification?.id === 'CRITERION.OTHER.BID.GUARANTEE',
    );
    const evidence = cdbRequirements(guarantee ?? { id: '', title: '' })[0]?.eligibleEvidences;
    if (!evidence?.[0]) throw new Error('the shipped tender changed');
    evidence[0].relatedDocument = { id: contract.id, title: contract.title };
    evidence.push({ id: 'e2', type: 'document', relatedDocument: { id: signature.id } });
    const tender = derivedTender(cdb);
    const view = toCriterionView(
      byClassification(tender.activeGuaranteeCriteria, 'CRITERION.OTHER.BID.GUARANTEE'),
      criteriaContext('uk', tender),
    );
    const [linked, unlinked] = requirementsOf(view)[0]?.evidences ?? [];
    expect(linked?.document).toEqual({ title: contract.title, url: contract.url });
    expect(unlinked?.document).toEqual({ title: 'Пов’язаний документ', url: undefined });
    expect(unlinked?.title).toBeUndefined();
  });
});
