import { describe, expect, it } from 'vitest';
import { toPortalTender } from '../../../../server/ingest/transform/tender.ts';
import type { Json } from '../../../../server/ingest/transform/read.ts';
import { shippedCdbTender, shippedCdbTenderFiles } from '../../../support/shipped-cdb.ts';
import { list } from './cdb-json.ts';
import { shippedDictionaryData } from '../../../support/shipped-data.ts';

type Entries = Record<string, Record<string, string> | undefined>;

const dictionary = (name: string): Entries => shippedDictionaryData(name);
const cpv = dictionary('cpv');
const units = dictionary('unit_codes');

const text = (o: unknown, key: string): string | undefined => {
  const value = (o as Json | undefined)?.[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
};
const record = (o: Json, key: string): Json | undefined => {
  const value = o[key];
  return typeof value === 'object' && value !== null ? (value as Json) : undefined;
};

const tenders = shippedCdbTenderFiles().map(({ file, cdb }) => ({
  file,
  cdb,
  tender: toPortalTender(cdb),
}));

describe('CPV and unit names filled at ingest', () => {
  it('gives the large tender its English CPV name and unit', () => {
    const [first] = toPortalTender(shippedCdbTender('UA-2024-04-26-006781-a')).items;
    expect(first?.classification).toEqual({
      scheme: 'ДК021',
      id: '33150000-6',
      description: 'Апаратура для радіотерапії, механотерапії, електротерапії та фізичної терапії',
      description_en: 'Radiotherapy, mechanotherapy, electrotherapy and physical therapy devices',
    });
    expect(first?.unit).toEqual({ code: 'H87', name: 'штука', name_en: 'piece' });
  });

  it.each(tenders)(
    '$file: every CPV classification and known unit has both names',
    ({ cdb, tender }) => {
      const items = list(cdb, 'items');
      expect(tender.items).toHaveLength(items.length);
      items.forEach((item, index) => {
        const portal = tender.items[index];
        const classification = record(item, 'classification');
        const code = text(classification, 'id') ?? '';
        const known = cpv[code];
        if (classification && text(classification, 'scheme') === 'ДК021' && known) {
          expect(portal?.classification?.description).toBe(
            text(classification, 'description') ?? known.title_uk,
          );
          expect(portal?.classification?.description_en).toBe(
            text(classification, 'description_en') ?? known.title_en,
          );
        }
        list(item, 'additionalClassifications').forEach((extra, position) => {
          const names = cpv[text(extra, 'id') ?? ''];
          const isCpv = text(extra, 'scheme') === 'ДК021' || text(extra, 'scheme') === 'CPV';
          expect(portal?.additionalClassifications[position]?.description_en).toBe(
            text(extra, 'description_en') ?? (isCpv ? names?.title_en : undefined),
          );
        });
        const unit = record(item, 'unit');
        const entry = units[text(unit, 'code') ?? ''];
        if (unit && entry) {
          expect(portal?.unit?.name).toBe(text(unit, 'name') ?? entry.name_uk);
          expect(portal?.unit?.name_en).toBe(text(unit, 'name_en') ?? entry.name_en);
        }
      });
    },
  );

  it('keeps upstream names and leaves unknown codes alone', () => {
    const cdb = shippedCdbTender('UA-2024-04-26-006781-a');
    const [item] = list(cdb, 'items');
    const changed = {
      ...cdb,
      items: [
        {
          ...item,
          classification: { scheme: 'ДК021', id: '33150000-6', description_en: 'Own name' },
          additionalClassifications: [{ scheme: 'INN', id: '33150000-6', description: 'МНН' }],
          unit: { code: 'ZZZ', name: 'своя одиниця' },
        },
        { ...item, unit: { code: 'H87', name_en: 'pc.' } },
      ],
    };
    const [own, partial] = toPortalTender(changed).items;
    expect(own?.classification).toEqual({
      scheme: 'ДК021',
      id: '33150000-6',
      description: 'Апаратура для радіотерапії, механотерапії, електротерапії та фізичної терапії',
      description_en: 'Own name',
    });
    expect(own?.additionalClassifications).toEqual([
      { scheme: 'INN', id: '33150000-6', description: 'МНН' },
    ]);
    expect(own?.unit).toEqual({ code: 'ZZZ', name: 'своя одиниця' });
    expect(partial?.unit).toEqual({ code: 'H87', name: 'штука', name_en: 'pc.' });
  });

  it('names the requirement units of criteria too', () => {
    const withUnits = tenders.flatMap(({ tender }) =>
      [
        ...tender.activeOtherCriteria,
        ...tender.activeExclusionCriteria,
        ...tender.items.flatMap((item) => item.activeCriteria),
      ].flatMap((criterion) =>
        criterion.requirementGroups.flatMap((group) =>
          group.requirements.flatMap((requirement) =>
            requirement.unit?.code && units[requirement.unit.code] ? [requirement.unit] : [],
          ),
        ),
      ),
    );
    expect(withUnits.length).toBeGreaterThan(0);
    for (const unit of withUnits) expect(unit.name_en).toBe(units[unit.code ?? '']?.name_en);
  });
});
