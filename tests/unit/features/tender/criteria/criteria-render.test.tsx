import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, describe, expect, it } from 'vitest';
import type { Criterion } from '../../../../../contract/criteria';
import type { Tender } from '../../../../../contract/tender';
import { CriteriaSection } from '../../../../../src/features/tender/components/criteria/CriteriaSection';
import { CriterionBody } from '../../../../../src/features/tender/components/criteria/CriterionBody';
import { sectionCriteria } from '../../../../../src/features/tender/model/criteria/criteria-modes';
import type { CriteriaSectionName } from '../../../../../src/features/tender/model/criteria/criteria-modes';
import { visiblePurchaseSections } from '../../../../../src/features/tender/model/purchase-sections';
import { i18n } from '../../../../../src/lib/i18n';
import { BEFORE_DEADLINES, shippedTender } from '../shipped-tenders';
import { shippedTenderIDs } from '../../../../support/shipped-cdb';
import { CYRILLIC, LANGS } from './criteria-fixtures';

const CRITERIA_SECTIONS: readonly string[] = [
  'language',
  'guarantee',
  'lifeCycleCost',
  'exclusion',
];
const isCriteriaSection = (section: string): section is CriteriaSectionName =>
  CRITERIA_SECTIONS.includes(section);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'" };

/** The text a reader sees in the markup: tags dropped, entities decoded. */
const textOf = (markup: string): string =>
  markup
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#x27);/g, (_, name: string) => ENTITIES[name] ?? '');

/** Every text of a criterion that comes from the CDB (it may be Ukrainian in English). */
function upstreamTexts(criterion: Criterion, tender: Tender): string[] {
  const texts = [
    criterion.title,
    criterion.description,
    ...tender.lots.flatMap((lot) => [lot.title, lot.title_en]),
    ...criterion.legislation.flatMap((act) => [act.name, act.article]),
    ...criterion.requirementGroups.flatMap((group) => [
      group.description,
      ...group.requirements.flatMap((r) => [
        r.title,
        r.description,
        r.unit?.name,
        ...[r.expectedValue, ...(r.expectedValues ?? [])].map((v) =>
          typeof v === 'string' ? v : undefined,
        ),
        ...r.eligibleEvidences.flatMap((e) => [e.title, e.description, e.relatedDocument?.title]),
      ]),
    ]),
  ];
  // Longest first, so a text inside another is not cut out of it first.
  return texts
    .filter((text): text is string => typeof text === 'string' && text.trim() !== '')
    .sort((a, b) => b.length - a.length);
}

const withoutUpstream = (text: string, upstream: readonly string[]): string =>
  upstream.reduce((rest, piece) => rest.split(piece).join(' '), text);

const render = (element: React.ReactElement): string =>
  textOf(renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>));

const withCriteria = shippedTenderIDs().filter((id) =>
  visiblePurchaseSections(shippedTender(id), BEFORE_DEADLINES).some(isCriteriaSection),
);

afterAll(async () => {
  await i18n.changeLanguage('uk');
});

describe('sections 7–10 and criterion bodies as rendered, for every shipped tender', () => {
  it('some shipped tenders have criteria', () => {
    expect(withCriteria.length).toBeGreaterThan(20);
  });

  it.each(withCriteria)('%s renders its criteria sections in both languages', async (id) => {
    const tender = shippedTender(id);
    for (const lang of LANGS) {
      await i18n.changeLanguage(lang);
      const t = i18n.getFixedT(lang, 'tenderCriteria');
      for (const section of visiblePurchaseSections(tender, BEFORE_DEADLINES).filter(
        isCriteriaSection,
      )) {
        const { active, historical } = sectionCriteria(tender, section);
        const markup = renderToStaticMarkup(
          <MemoryRouter>
            <CriteriaSection tender={tender} section={section} />
          </MemoryRouter>,
        );
        const text = textOf(markup);
        expect(text).not.toMatch(/undefined|NaN|Invalid Date/);
        expect(markup).toContain(`>${t(`${section}.title`)}</h2>`);
        // One closed accordion per criterion of the last edition, its body in the server's markup.
        expect(markup.match(/class="accordion__button"/g) ?? []).toHaveLength(active.length);
        expect(markup.match(/aria-expanded="true"/g) ?? []).toHaveLength(0);
        expect(markup.match(/<div class="criterion">/g) ?? []).toHaveLength(active.length);
        expect(text.includes(t('notRequired'))).toBe(active.length === 0);
        expect(text.includes(t('modes.history'))).toBe(historical.length > 0);
        expect(text).toContain(t('modes.active'));
        if (lang === 'en') {
          const upstream = [...active, ...historical].flatMap((c) => upstreamTexts(c, tender));
          expect(withoutUpstream(text, upstream)).not.toMatch(CYRILLIC);
        }
        for (const criterion of [...active, ...historical]) {
          const body = render(
            <CriterionBody criterion={criterion} lots={tender.lots} headingLevel={3} />,
          );
          expect(body).not.toMatch(/undefined|NaN|Invalid Date/);
          if (lang === 'en') {
            expect(withoutUpstream(body, upstreamTexts(criterion, tender))).not.toMatch(CYRILLIC);
          }
        }
      }
    }
  });

  it('strikes cancelled requirements through and says they are cancelled', async () => {
    await i18n.changeLanguage('uk');
    const tender = shippedTender('UA-2023-09-08-012599-a');
    const [history] = sectionCriteria(tender, 'guarantee').historical;
    if (!history) throw new Error('the shipped tender changed');
    const markup = renderToStaticMarkup(
      <MemoryRouter>
        <CriterionBody criterion={history} lots={tender.lots} headingLevel={3} />
      </MemoryRouter>,
    );
    expect(markup.match(/<del>/g)).toHaveLength(2);
    expect(markup.match(/class="requirement__status">скасовано</g)).toHaveLength(2);
    expect(markup.match(/<li class="requirement">/g)).toHaveLength(1);
    expect(textOf(markup)).toContain('Розмір та умови надання забезпечення виконання договору');
  });
});
