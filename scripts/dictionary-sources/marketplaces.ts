import type { DictionaryEntry } from '../../contract/static-data.ts';
import { brandSlug } from '../../contract/routes/marketplace-slugs.ts';
import {
  ACCREDITATION_LEVELS,
  DEFAULT_ACCREDITATION_LEVELS,
  DEFAULT_AUTH_METHODS,
} from './marketplace-terms.ts';

/** standards/organizations/brokers.json: the marketplaces connected to the central database now. */
export interface Broker {
  name: string;
  title: string;
}

/** perevorot-prozorro/platforms.json: the 2017 list, with tender URL templates and levels. */
export interface Platform {
  name: string;
  slug: string;
  href: string;
  public?: string;
  level1?: boolean;
  level2?: boolean;
  level3?: boolean;
  level4?: boolean;
}

/** Brokers whose central-database name is not the host of their 2017 site: the platform slug. */
export const PLATFORM_OF_BROKER: Readonly<Record<string, string>> = {
  'it.ua': 'smart-tender',
  'netcast.com.ua': 'netcast',
};

/** English titles of the brokers whose title is Ukrainian. */
export const MARKETPLACE_TITLES_EN: Readonly<Record<string, string>> = {
  'tender-online.com.ua': 'TENDER-online',
  'uub.com.ua': 'UUB (Ukrainian Universal Exchange)',
  'netcast.com.ua': 'Derzhzakupivli.Online',
  'e-lot.com.ua': 'E-lot',
};

const TENDER_ID = '{tenderID}';

const hostOf = (url: string): string => new URL(url).hostname;

const toHttps = (url: string): string => url.replace(/^http:\/\//, 'https://');

/** The 2017 platform of a broker: its alias, else the platform whose host is the broker's domain. */
export const findPlatform = (
  broker: Broker,
  platforms: readonly Platform[],
): Platform | undefined => {
  const alias = PLATFORM_OF_BROKER[broker.name];
  if (alias !== undefined) return platforms.find((platform) => platform.slug === alias);
  return platforms.find((platform) => {
    const host = hostOf(platform.href);
    return host === broker.name || host.endsWith(`.${broker.name}`);
  });
};

const englishTitle = (broker: Broker): string => {
  const authored = MARKETPLACE_TITLES_EN[broker.name];
  if (authored !== undefined) return authored;
  if (/[\u0400-\u04ff]/.test(broker.title)) {
    throw new Error(`No English title for the marketplace "${broker.name}" (${broker.title})`);
  }
  return broker.title;
};

const levelsOf = (platform: Platform | undefined): string[] => {
  const flags = platform && [platform.level1, platform.level2, platform.level3, platform.level4];
  if (!flags?.some((flag) => flag !== undefined)) return [...DEFAULT_ACCREDITATION_LEVELS];
  return ACCREDITATION_LEVELS.filter((_, index) => flags[index] === true).map(({ id }) => id);
};

/**
 * One marketplace of the `marketplaces` dictionary. Without a 2017 template the tender link is
 * the marketplace's home page with the TenderID parameter most 2017 templates used.
 */
export const toMarketplaceEntry = (
  broker: Broker,
  platform: Platform | undefined,
): DictionaryEntry => {
  const template = platform?.href.includes(TENDER_ID) ? toHttps(platform.href) : undefined;
  const aliased = platform !== undefined && PLATFORM_OF_BROKER[broker.name] !== undefined;
  const website = aliased ? new URL(toHttps(platform.public ?? platform.href)).origin : undefined;
  const titleEn = englishTitle(broker);
  return {
    title_uk: broker.title,
    title_en: titleEn,
    host: broker.name,
    // The portal's address of the marketplace, /majdanchiki-{slug}: the brand a user sees.
    slug: brandSlug(titleEn),
    url: website ?? `https://${broker.name}`,
    tender_url: template ?? `https://${broker.name}/?TenderID=${TENDER_ID}`,
    image: `/marketplaces/${broker.name}.svg`,
    // The logo carries the title: an English title of its own gets a logo of its own.
    image_en: `/marketplaces/${broker.name}${titleEn === broker.title ? '' : '.en'}.svg`,
    accreditation_levels: levelsOf(platform),
    auth_methods: [...DEFAULT_AUTH_METHODS],
  };
};

/**
 * The current brokers, each merged with its 2017 platform when there is one, with `order`: their
 * place in Ukrainian alphabetical order of the title (the client shows them by it, like the
 * menus, without collating in the browser).
 */
export const mergeMarketplaces = (
  brokers: readonly Broker[],
  platforms: readonly Platform[],
): Record<string, DictionaryEntry> => {
  const collator = new Intl.Collator('uk');
  const titles = brokers.map((broker) => broker.title).sort(collator.compare);
  return Object.fromEntries(
    brokers.map((broker) => [
      broker.name,
      {
        ...toMarketplaceEntry(broker, findPlatform(broker, platforms)),
        order: titles.indexOf(broker.title) + 1,
      },
    ]),
  );
};
