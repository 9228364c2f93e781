import { describe, expect, it } from 'vitest';
import { toBuyersView } from '../../../../../src/features/tender/model/terms/buyers';
import { toNegotiationView } from '../../../../../src/features/tender/model/terms/negotiation';
import { valueText } from '../../../../../src/features/tender/model/terms/rows';
import { shippedFileOf, shippedTender } from '../shipped-tenders';
import { shippedTenderFiles, shippedCdbTender } from '../../../../support/shipped-cdb';
import { entryOf, termsContext } from './terms-context';

type Json = Record<string, unknown>;
const list = (o: unknown, key: string): Json[] => {
  const value = (o as Json)[key];
  return Array.isArray(value) ? (value as Json[]) : [];
};

const buyersOf = (file: string, lang: 'uk' | 'en' = 'uk') =>
  toBuyersView(shippedTender(file), termsContext(lang));

const negotiationOf = (file: string, lang: 'uk' | 'en' = 'uk') =>
  toNegotiationView(shippedTender(file), termsContext(lang));

describe('procurement interests', () => {
  const withBuyers = shippedTenderFiles().filter(
    (file) => list(shippedCdbTender(file), 'buyers').length > 0,
  );

  it('has shipped tenders with buyers to show', () => {
    expect(withBuyers.length).toBeGreaterThanOrEqual(4);
  });

  it.each(withBuyers)('%s lists each buyer with its name and copyable code', (file) => {
    const buyers = list(shippedCdbTender(file), 'buyers');
    const view = buyersOf(file);
    expect(view.map((buyer) => buyer.name)).toEqual(buyers.map((buyer) => buyer.name));
    expect(view.map((buyer) => buyer.code)).toEqual(
      buyers.map((buyer) => (buyer.identifier as Json).id),
    );
    expect(view.map((buyer) => buyer.rows[0]?.value)).toEqual(
      buyers.map((buyer) => {
        const identifier = buyer.identifier as Json;
        return expect.objectContaining({
          kind: 'code',
          text: identifier.id,
          scheme: identifier.scheme,
        }) as unknown;
      }),
    );
    expect(new Set(view.map((buyer) => buyer.id)).size).toBe(view.length);
  });

  it('shows a buyer without address or kind with em dashes', () => {
    const [buyer] = buyersOf('UA-2023-12-01-016701-a');
    expect(buyer?.name).toBe('Закарпатська митниця');
    expect(buyer?.code).toBe('43985560');
    expect(buyer?.rows.map((row) => [row.label, valueText(row.value)])).toEqual([
      ['Ідентифікатор', '43985560 (UA-EDR)'],
      ['Місцезнаходження', '—'],
      ['Категорія замовника', '—'],
    ]);
  });

  it('shows a buyer’s address and kind in English', () => {
    const [buyer] = buyersOf(shippedFileOf('planning-centralized-procurements'), 'en');
    expect(buyer?.rows.map((row) => [row.label, valueText(row.value)])).toEqual([
      ['Identifier', '111983 (UA-EDR)'],
      ['Address', '01220, Ukraine, Kyiv City, м. Київ, вул. Банкова, 11, корпус 1'],
      ['Buyer category', entryOf('organization_kinds', 'general').en],
    ]);
  });
});

describe('justification of the negotiation procedure', () => {
  const withCause = shippedTenderFiles().filter((file) => {
    const cdb = shippedCdbTender(file);
    return (
      typeof cdb.cause === 'string' ||
      typeof (cdb.causeDetails as Json | undefined)?.code === 'string'
    );
  });

  it('has shipped reporting and negotiation tenders with a cause', () => {
    expect(withCause.length).toBeGreaterThanOrEqual(5);
  });

  it.each(withCause)('%s shows its cause by the dictionary label, else its code', (file) => {
    const cdb = shippedCdbTender(file);
    const details = (cdb.causeDetails as Json | undefined) ?? {};
    const code = (cdb.cause ?? details.code) as string;
    const entry = entryOf('tender_causes', code);
    expect(negotiationOf(file).cause).toBe(entry.uk ?? code);
    expect(negotiationOf(file, 'en').cause).toBe(entry.en ?? code);
    expect(negotiationOf(file).description).toBe(cdb.causeDescription ?? details.description);
  });

  it('labels a known cause in both languages', () => {
    const file = 'UA-2026-01-29-015471-a';
    expect(negotiationOf(file).cause).toBe(
      'Закупівля здійснюється у підприємства або організації, що засновані громадською організацією осіб з інвалідністю та мають дозвіл на право користування пільгами з оподаткування',
    );
    expect(negotiationOf(file, 'en').cause).toMatch(/^Purchases are made from enterprises/);
    expect(negotiationOf(file).description).toMatch(/^Придбання замовниками товарів і послуг/);
  });

  it('shows an unknown cause as its code', () => {
    expect(negotiationOf(shippedFileOf('negotiation-tendering-limited-tut')).cause).toBe(
      'defenseNeeds',
    );
  });
});
