import { describe, expect, it } from 'vitest';
import {
  criteriaModes,
  criterionAnchor,
  initialMode,
  sectionCriteria,
} from '../../../../../src/features/tender/model/criteria/criteria-modes';
import type { CriteriaSectionName } from '../../../../../src/features/tender/model/criteria/criteria-modes';
import { shippedTender } from '../shipped-tenders';
import { shippedTenderIDs, shippedCdbTender } from '../../../../support/shipped-cdb';
import {
  cdbCopy,
  cdbCriteria,
  cdbRequirements,
  cdbSectionOf,
  derivedTender,
} from './criteria-fixtures';

const SECTIONS: readonly CriteriaSectionName[] = [
  'language',
  'guarantee',
  'lifeCycleCost',
  'exclusion',
];

/** Titles of the criteria a section lists in each mode, read straight from the CDB JSON. */
function expectedTitles(tenderID: string, section: CriteriaSectionName) {
  const criteria = cdbCriteria(shippedCdbTender(tenderID)).filter(
    (c) => cdbSectionOf(c) === section,
  );
  const all = criteria.flatMap(cdbRequirements);
  const cancelledIds = new Set(all.filter((r) => r.status === 'cancelled').map((r) => r.id));
  const active = criteria
    .filter((c) => {
      const requirements = cdbRequirements(c);
      return requirements.length === 0 || requirements.some((r) => r.status !== 'cancelled');
    })
    .map((c) => c.title);
  const history = criteria
    .filter((c) => cdbRequirements(c).some((r) => cancelledIds.has(r.id)))
    .map((c) => c.title);
  // Language requirements have one 'last edition' tab.
  return { active, history: section === 'language' ? [] : history };
}

describe('sections 7–10: which criteria each list mode holds', () => {
  it.each(shippedTenderIDs())('%s lists the CDB criteria of each section', (tenderID) => {
    const tender = shippedTender(tenderID);
    for (const section of SECTIONS) {
      const { active, historical } = sectionCriteria(tender, section);
      const expected = expectedTitles(tenderID, section);
      expect(active.map((c) => c.title)).toEqual(expected.active);
      expect(historical.map((c) => c.title)).toEqual(expected.history);
      expect(criteriaModes(active, historical).map((mode) => mode.id)).toEqual(
        expected.history.length > 0 ? ['active', 'history'] : ['active'],
      );
    }
  });

  it('the large tender has 8 grounds for refusal and the history of its one cancelled requirement', () => {
    const tender = shippedTender('UA-2024-04-26-006781-a');
    const { active, historical } = sectionCriteria(tender, 'exclusion');
    expect(active).toHaveLength(8);
    expect(active[0]?.title).toBe('Вчинення злочинів, учинених з корисливих мотивів');
    expect(historical.map((c) => c.title)).toEqual([
      'Наявність інших підстав для відмови в участі у процедурі закупівлі',
    ]);
    const history = historical[0]?.requirementGroups.flatMap((g) => g.requirements) ?? [];
    expect(history.map((r) => r.status)).toEqual(['cancelled']);
    // The last edition keeps the other two requirements of that criterion.
    const last = active.find((c) => c.title === historical[0]?.title);
    expect(last?.requirementGroups.flatMap((g) => g.requirements)).toHaveLength(2);
  });

  it('a tender whose requirements were all cancelled lists no active grounds, only history', () => {
    const tender = shippedTender('UA-2026-01-15-000413-a');
    const exclusion = sectionCriteria(tender, 'exclusion');
    expect(exclusion.active).toEqual([]);
    expect(exclusion.historical).toHaveLength(12);
    expect(criteriaModes(exclusion.active, exclusion.historical).map((m) => m.id)).toEqual([
      'active',
      'history',
    ]);
    const language = sectionCriteria(tender, 'language');
    expect(criteriaModes(language.active, language.historical).map((m) => m.id)).toEqual([
      'active',
    ]);
    expect(language.active).toEqual([]);
  });

  it('every edition of a changed requirement is in the history, the last one in force', () => {
    const tender = shippedTender('UA-2023-09-08-012599-a');
    const { active, historical } = sectionCriteria(tender, 'guarantee');
    expect(active.map((c) => c.title)).toEqual([
      'Забезпечення тендерних пропозицій',
      'Забезпечення виконання договору',
    ]);
    expect(historical.map((c) => c.title)).toEqual(['Забезпечення виконання договору']);
    const editions = historical[0]?.requirementGroups.flatMap((g) => g.requirements) ?? [];
    expect(editions.map((r) => [r.status, r.datePublished])).toEqual([
      ['cancelled', '2023-09-08T18:23:24.355667+03:00'],
      ['cancelled', '2023-09-18T20:20:45.159150+03:00'],
      ['active', '2023-09-18T20:25:35.626910+03:00'],
    ]);
    expect(new Set(editions.map((r) => r.id)).size).toBe(1);
  });
});

describe('life-cycle cost (derived: no shipped tender asks for it)', () => {
  /** UA-2023-09-08-012599-a with its contract guarantee read as a life-cycle-cost criterion. */
  function lifeCycleCostTender(options: { allCancelled: boolean }) {
    const cdb = cdbCopy('UA-2023-09-08-012599-a');
    const criterion = cdbCriteria(cdb).find(
      (c) => c.classification?.id === 'CRITERION.OTHER.CONTRACT.GUARANTEE',
    );
    if (!criterion?.classification) throw new Error('the shipped tender changed');
    criterion.classification.id = 'CRITERION.OTHER.LIFE_CYCLE_COST.COST';
    criterion.title = 'Вартість життєвого циклу';
    if (options.allCancelled) {
      for (const requirement of cdbRequirements(criterion)) requirement.status = 'cancelled';
    }
    return derivedTender(cdb);
  }

  it('shows the criterion in force and its history', () => {
    const { active, historical } = sectionCriteria(
      lifeCycleCostTender({ allCancelled: false }),
      'lifeCycleCost',
    );
    expect(active.map((c) => c.title)).toEqual(['Вартість життєвого циклу']);
    expect(active[0]?.requirementGroups.flatMap((g) => g.requirements)).toHaveLength(1);
    expect(historical[0]?.requirementGroups.flatMap((g) => g.requirements)).toHaveLength(3);
    expect(criteriaModes(active, historical).map((m) => m.id)).toEqual(['active', 'history']);
  });

  it('with every requirement cancelled, the last edition is empty and the history holds it', () => {
    const { active, historical } = sectionCriteria(
      lifeCycleCostTender({ allCancelled: true }),
      'lifeCycleCost',
    );
    expect(active).toEqual([]);
    expect(historical.map((c) => c.title)).toEqual(['Вартість життєвого циклу']);
  });
});

describe('a link to a criterion of the history opens the history tab', () => {
  it('reads the accordion ids of the URL hash', () => {
    const tender = shippedTender('UA-2024-04-26-006781-a');
    const { active, historical } = sectionCriteria(tender, 'exclusion');
    const [current] = active;
    const [old] = historical;
    if (!current || !old) throw new Error('the shipped tender changed');
    const prefix = 'criterion-exclusion';
    const anchorOf = (mode: 'active' | 'history', criterion: typeof old) =>
      `#${criterionAnchor(prefix, mode, criterion, 0)}`;
    expect(initialMode(anchorOf('history', old), prefix)).toBe('history');
    expect(initialMode(`#bid-1,${anchorOf('history', old).slice(1)}`, prefix)).toBe('history');
    expect(initialMode(anchorOf('active', current), prefix)).toBe('active');
    expect(initialMode(anchorOf('history', old), 'criterion-guarantee')).toBe('active');
    expect(initialMode('', prefix)).toBe('active');
  });
});
