import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_SECTIONS } from '../../contract/api.ts';
import type { Lang, SearchResponse, SearchSection } from '../../contract/api.ts';
import type { DictionaryKey } from '../../contract/static-data.ts';
import { resultCards, resultKey } from '../../src/features/search/model/cards.ts';
import type { ResultCard } from '../../src/features/search/model/cards.ts';
import { toQueryString } from '../../src/features/search/model/search-query.ts';
import { dictionaryLabel } from '../../contract/dictionary-label.ts';
import { i18n, loadLangTexts } from '../../src/lib/i18n.ts';
import '../../src/features/search/locales.ts';
import { shippedDictionary } from '../support/shipped-data.ts';
import { backends, useHarness } from './backends.ts';

type Hit = Record<string, unknown> & { id: string };

// The cards are made in both languages: English texts come with their first use, as in the app.
beforeAll(() => loadLangTexts('en'));

const PAGE_PATH = { tender: 'tender', plan: 'plan', catalog: 'framework', products: 'product' };
const CODE_FIELD = { tender: 'tenderID', plan: 'planID', catalog: 'prettyID', products: undefined };
/** After every shipped deadline: no countdown. */
const LATER = new Date('2035-01-01T00:00:00Z');

const text = (segments: readonly { text: string }[] | undefined): string =>
  (segments ?? []).map((segment) => segment.text).join('');

const cardMaker = (section: SearchSection, lang: Lang, search?: string, now = LATER) =>
  resultCards(section, {
    lang,
    now,
    text: search,
    label: (key: DictionaryKey, code: string) =>
      dictionaryLabel(shippedDictionary(key), code, lang),
    t: i18n.getFixedT(lang, 'search'),
  });

const cardsOf = (section: SearchSection, hits: Hit[], lang: Lang, search?: string, now = LATER) =>
  cardMaker(section, lang, search, now)(hits);

const allText = (card: ResultCard): string =>
  [
    text(card.title),
    text(card.code),
    card.status.label,
    card.countdown ?? '',
    ...card.facts.flatMap((fact) => [fact.label, text(fact.value)]),
  ].join(' | ');

describe.each(backends)('search result cards on the shipped data ($name)', (backend) => {
  const harness = useHarness(backend);

  const search = async (section: SearchSection, query: Record<string, unknown>) => {
    const search = toQueryString(section, query);
    const response = await harness().app.inject({
      method: 'POST',
      url: `/api/search/${section}${search === '' ? '' : `?${search}`}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SearchResponse<Hit>>();
  };

  it('a flagged tender’s card names its red flags by title; an unflagged one has none', async () => {
    const { data } = await search('tender', { per_page: '1000', mode: 'test' });
    const flagged = data.filter((hit) => Array.isArray(hit.flags));
    expect(flagged.length).toBeGreaterThan(10);
    expect(flagged.length).toBeLessThan(data.length);
    const uk = cardsOf('tender', data, 'uk');
    const en = cardsOf('tender', data, 'en');
    data.forEach((hit, index) => {
      const codes = (hit.flags as string[] | undefined) ?? [];
      expect(uk[index]?.flags?.map((flag) => flag.code) ?? []).toEqual(codes);
      for (const flag of [...(uk[index]?.flags ?? []), ...(en[index]?.flags ?? [])]) {
        expect(flag.title).not.toMatch(/redFlag|^[a-z0-9-]+$/);
      }
    });
    const cheapest = data.findIndex((hit) => hit.tenderID === 'UA-2024-01-10-005750-a');
    expect(en[cheapest]?.flags).toEqual([
      { code: 'cheapest-disqualified', title: 'Cheapest bid disqualified' },
    ]);
    expect(uk[cheapest]?.flags?.[0]?.title).toBe('Відхилено найдешевшу пропозицію');
  });

  it.each(SEARCH_SECTIONS)(
    '%s: every row is a card linking to its page (a real tender by its tenderID)',
    async (section) => {
      const { data, total } = await search(section, { per_page: '1000', mode: 'test' });
      expect(total).toBeGreaterThan(0);
      expect(data).toHaveLength(total);
      for (const lang of ['uk', 'en'] as const) {
        const cards = cardsOf(section, data, lang);
        expect(cards).toHaveLength(data.length);
        expect(new Set(cards.map((card) => card.href)).size).toBe(data.length);
        cards.forEach((card, index) => {
          const hit = data[index] as Hit;
          const byTenderID = section === 'tender' && hit.mode !== 'test';
          const key = byTenderID ? (hit.tenderID as string) : hit.id;
          expect(card.href).toBe(`/${PAGE_PATH[section]}/${encodeURIComponent(key)}`);
          const shown = allText(card);
          expect(shown).not.toMatch(/undefined|NaN|Invalid Date|null/);
          for (const fact of card.facts) expect(text(fact.value).trim()).not.toBe('');
          expect(card.test).toBe(hit.mode === 'test');
          const field = CODE_FIELD[section];
          if (field) expect(text(card.code)).toBe(hit[field] ?? '—');
          const title =
            lang === 'en' && typeof hit.title_en === 'string' && hit.title_en.trim() !== ''
              ? hit.title_en
              : hit.title;
          expect(text(card.title)).toBe(typeof title === 'string' && title.trim() ? title : '—');
        });
      }
    },
  );

  it('each result is listed under its own id, a row without one under its place', async () => {
    const { data } = await search('tender', { per_page: '1000' });
    const keys = data.map(resultKey);
    expect(keys).toEqual(data.map((hit) => hit.id));
    expect(new Set(keys).size).toBe(keys.length);
    expect([null, 'x', { title: 'no id' }].map(resultKey)).toEqual(['#0', '#1', '#2']);
  });

  it('a real tender card links by its tenderID to that very tender', async () => {
    const { data } = await search('tender', { per_page: '1000' });
    const cards = cardsOf('tender', data, 'uk');
    expect(cards.length).toBeGreaterThan(50);
    for (const [index, card] of cards.entries()) {
      const hit = data[index] as Hit;
      expect(card.href).toBe(`/tender/${hit.tenderID as string}`);
      const tenderID = card.href.slice('/tender/'.length);
      const res = await harness().app.inject({ url: `/api/tenders/${tenderID}` });
      expect(res.statusCode, card.href).toBe(200);
      expect(res.json<{ data: { id: string } }>().data.id).toBe(hit.id);
    }
  });

  it('tender cards show the dictionary status, buyer, EDRPOU and procedure in each language', async () => {
    const { data } = await search('tender', { per_page: '50' });
    const uk = cardsOf('tender', data, 'uk');
    const en = cardsOf('tender', data, 'en');
    const statuses = shippedDictionary('tender_statuses');
    uk.forEach((card, index) => {
      const hit = data[index] as Hit;
      const code = String(hit.status);
      if (statuses.data[code]) {
        expect(card.status.label).toBe(statuses.data[code].title_uk ?? statuses.data[code].name_uk);
        expect(en[index]?.status.label).not.toBe(card.status.label);
      }
      expect(card.facts.map((fact) => fact.label)).toEqual([
        'Замовник',
        'ЄДРПОУ',
        'Вид закупівлі',
        'Очікувана вартість',
        'Кінцевий строк подання пропозицій',
      ]);
      expect(text(card.facts[0]?.value)).toBe(hit.procuringEntityName);
      expect(text(card.facts[1]?.value)).toBe(hit.procuringEntityId ?? '—');
    });
  });

  it('tender and plan cards’ status badges and procedure types open their glossary entries', async () => {
    const { data } = await search('tender', { per_page: '50' });
    const cards = cardsOf('tender', data, 'en');
    expect(cards.length).toBeGreaterThan(0);
    cards.forEach((card, index) => {
      const hit = data[index] as Hit;
      expect(card.status).toMatchObject({ code: hit.status, glossary: 'tender' });
      const procedure = card.facts[2];
      expect(procedure?.label).toBe('Procedure');
      expect(procedure?.procedure).toBe(hit.procurementMethodType);
      for (const fact of [card.facts[0], card.facts[1], card.facts[3], card.facts[4]]) {
        expect(fact?.procedure).toBeUndefined();
      }
    });
    const planHits = (await search('plan', { per_page: '5' })).data;
    const plans = cardsOf('plan', planHits, 'en');
    expect(plans.length).toBeGreaterThan(0);
    plans.forEach((card, index) => {
      expect(card.status).toMatchObject({
        code: (planHits[index] as Hit).status,
        glossary: 'plan',
      });
    });
  });

  it('shows a real expected value of 0 as 0,00; an ESCO minValue of 0 as none', async () => {
    const valueOfCard = async (tenderID: string, lang: Lang) => {
      const { data } = await search('tender', { text: tenderID });
      const hit = data.find((row) => row.tenderID === tenderID);
      if (!hit) throw new Error(`no hit for ${tenderID}`);
      return text(cardsOf('tender', [hit], lang)[0]?.facts[3]?.value);
    };
    // A report of a contract whose expected value is published as 0.
    expect(await valueOfCard('UA-2026-01-30-012300-a', 'uk')).toBe('0,00\u00a0грн з ПДВ');
    expect(await valueOfCard('UA-2026-01-30-012300-a', 'en')).toBe('0,00\u00a0UAH incl. VAT');
    expect(await valueOfCard('UA-2024-02-28-009286-a', 'uk')).toBe('—');
  });

  it('counts down while bidding is open, and not after the deadline', async () => {
    const { data } = await search('tender', {
      status: ['active.tendering', 'active.enquiries'],
      per_page: '100',
    });
    const open = data.find((hit) => typeof hit.tenderPeriodEndDate === 'string');
    expect(open).toBeDefined();
    const deadline = new Date(String(open?.tenderPeriodEndDate));
    const before = new Date(deadline.getTime() - (2 * 24 + 3) * 3_600_000);
    const [card] = cardsOf('tender', [open as Hit], 'uk', undefined, before);
    expect(card?.countdown).toBe('2 дні 3 год до кінця подання');
    expect(
      cardsOf('tender', [open as Hit], 'uk', undefined, deadline)[0]?.countdown,
    ).toBeUndefined();
  });

  it('marks the words searched for in the titles the API found', async () => {
    const { data } = await search('tender', { text: 'ремонт' });
    expect(data.length).toBeGreaterThan(0);
    const cards = cardsOf('tender', data, 'uk', 'ремонт');
    const marks = cards.flatMap((card) =>
      [card.title, ...card.facts.map((fact) => fact.value)].flat().filter((s) => s.match),
    );
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) expect(mark.text.toLowerCase()).toBe('ремонт');
  });

  it('lists a tender first when its tenderID is searched for', async () => {
    const { data: all } = await search('tender', { per_page: '1000' });
    const tenderIDs = all.map((hit) => String(hit.tenderID)).filter((id) => id.startsWith('UA-20'));
    const unique = tenderIDs.find((id) => tenderIDs.indexOf(id) === tenderIDs.lastIndexOf(id));
    expect(unique).toBeDefined();
    const { data } = await search('tender', { text: unique });
    const [first] = cardsOf('tender', data, 'uk', unique);
    expect(text(first?.code)).toBe(unique);
    expect(first?.code?.every((segment) => segment.match)).toBe(true);
  });
});
