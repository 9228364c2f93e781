/**
 * GET /api/marketplaces (spec §3 "Marketplace", §7): the authorised e-marketplaces, both languages
 * in every label. The same data is the `marketplaces` dictionary, where levels and methods are ids
 * of the `marketplace_accreditation_levels` and `marketplace_auth_methods` dictionaries.
 */

/** An accreditation level (1–4): what the marketplace may do in the system. */
export interface MarketplaceAccreditationLevel {
  id: string;
  name_uk: string;
  name_en: string;
  description_uk: string;
  description_en: string;
}

/** A way to sign in and sign documents on the marketplace (QES, BankID, Diia.Signature). */
export interface MarketplaceAuthMethod {
  id: string;
  name_uk: string;
  name_en: string;
}

export interface Marketplace {
  /** The broker name in the central database (the `owner` of the objects it created). */
  id: string;
  title_uk: string;
  title_en: string;
  /** The broker's host in the central database. */
  host: string;
  /** The portal's page is /majdanchiki-{slug}: the brand a user sees, from the English title. */
  slug: string;
  /** The marketplace's website, https. */
  url: string;
  /** The tender's page on the marketplace: https, with {tenderID} to replace by the tender's tenderID. */
  tender_url: string;
  /** The logo, a path under the site root: /marketplaces/<id>.svg. */
  image: string;
  /** The logo with the English title: /marketplaces/<id>.en.svg, or `image` when the titles agree. */
  image_en: string;
  accreditation_levels: MarketplaceAccreditationLevel[];
  auth_methods: MarketplaceAuthMethod[];
}

export interface MarketplacesResponse {
  data: Marketplace[];
}
