import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Marketplace, MarketplacesResponse } from '../../contract/marketplaces.ts';
import { projectRoot } from '../../server/config.ts';
import { hasSharedData, sharedDataDir } from '../fixtures/shared-data.ts';
import { backends, useHarness } from './backends.ts';

const publicDir = path.join(projectRoot, 'public');

describe.each(backends)('GET /api/marketplaces on $name', (backend) => {
  const h = useHarness(backend);
  const list = async (): Promise<Marketplace[]> => {
    const res = await h().app.inject({ url: '/api/marketplaces' });
    expect(res.statusCode).toBe(200);
    return res.json<MarketplacesResponse>().data;
  };

  it.skipIf(!hasSharedData)('lists the current brokers, ordered by id', async () => {
    const data = await list();
    const brokers = JSON.parse(
      readFileSync(
        path.join(sharedDataDir, 'dictionaries/standards/organizations/brokers.json'),
        'utf8',
      ),
    ) as { name: string }[];
    const ids = data.map(({ id }) => id);
    expect(ids).toEqual(brokers.map(({ name }) => name).sort());
    expect(await list()).toEqual(data);
  });

  it('gives each marketplace a title in both languages, a host and an https website', async () => {
    for (const marketplace of await list()) {
      expect(marketplace.title_uk.trim(), marketplace.id).not.toBe('');
      expect(marketplace.title_en, marketplace.id).toMatch(/^[^\u0400-\u04ff]+$/);
      expect(marketplace.host, marketplace.id).toMatch(/^[a-z0-9.-]+\.[a-z]+$/);
      expect(new URL(marketplace.url).protocol, marketplace.id).toBe('https:');
    }
  });

  it('has an https tender_url template with {tenderID} for every marketplace', async () => {
    for (const { id, tender_url } of await list()) {
      expect(tender_url, id).toContain('{tenderID}');
      const url = new URL(tender_url.replace('{tenderID}', 'UA-2024-01-01-000001-a'));
      expect(url.protocol, id).toBe('https:');
    }
  });

  it('points every image at a logo shipped under public/, in English an English one', async () => {
    for (const { id, image, image_en, title_uk, title_en } of await list()) {
      expect(image, id).toBe(`/marketplaces/${id}.svg`);
      expect(image_en, id).toBe(`/marketplaces/${id}${title_en === title_uk ? '' : '.en'}.svg`);
      for (const [logo, title] of [
        [image, title_uk],
        [image_en, title_en],
      ] as const) {
        const file = path.join(publicDir, logo);
        expect(existsSync(file), file).toBe(true);
        const svg = readFileSync(file, 'utf8');
        expect(svg).toMatch(/^<svg [^>]*role="img"/);
        expect(svg, file).toContain(`aria-label="${title.replace(/&/g, '&#38;')}"`);
      }
    }
  });

  it('gives each marketplace a distinct slug from its brand', async () => {
    const data = await list();
    expect(new Set(data.map(({ slug }) => slug)).size).toBe(data.length);
    for (const { id, slug } of data) expect(slug, id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(data.find(({ id }) => id === 'it.ua')?.slug).toBe('smarttender-biz');
  });

  it('spells out accreditation levels and auth methods in both languages', async () => {
    for (const { id, accreditation_levels, auth_methods } of await list()) {
      expect(accreditation_levels.length, id).toBeGreaterThan(0);
      for (const level of accreditation_levels) {
        expect(['1', '2', '3', '4']).toContain(level.id);
        for (const label of [
          level.name_uk,
          level.name_en,
          level.description_uk,
          level.description_en,
        ]) {
          expect(label.trim(), `${id} level ${level.id}`).not.toBe('');
        }
      }
      expect(
        auth_methods.map((method) => method.id),
        id,
      ).toContain('qes');
      for (const method of auth_methods) {
        expect(method.name_uk.trim()).not.toBe('');
        expect(method.name_en.trim()).not.toBe('');
      }
    }
  });

  it('merges the 2017 deep links: SmartTender for it.ua, Держзакупівлі.Онлайн for netcast', async () => {
    const byId = new Map((await list()).map((m) => [m.id, m]));
    expect(byId.get('it.ua')).toMatchObject({
      title_uk: 'SmartTender.biz',
      url: 'https://smarttender.biz',
      tender_url: 'https://smarttender.biz/government/details/{tenderID}',
    });
    expect(byId.get('netcast.com.ua')?.tender_url).toBe(
      'https://www.dzo.com.ua/tenders/TenderID?TenderID={tenderID}',
    );
    expect(byId.get('prom.ua')?.tender_url).toBe(
      'https://zakupki.prom.ua/dz_redirect?TenderID={tenderID}',
    );
    expect(byId.get('uub.com.ua')?.accreditation_levels[3]).toMatchObject({
      id: '4',
      name_uk: 'Рівень 4',
      name_en: 'Level 4',
    });
  });
});
