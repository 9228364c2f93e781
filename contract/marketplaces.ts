/**
 * GET /api/marketplaces: the authorised e-marketplaces, both languages
 * in every label. The same data is the `marketplaces` dictionary, where levels and methods are ids
 * of the `marketplace_accreditation_levels` and `marketplace_auth_methods` dictionaries.
 */

import type { Static } from '@sinclair/typebox';
import type {
  MarketplaceAccreditationLevelSchema,
  MarketplaceAuthMethodSchema,
  MarketplaceSchema,
  MarketplacesAnswerSchema,
} from './schemas/answers.ts';

/** An accreditation level (1–4): what the marketplace may do in the system. */
export type MarketplaceAccreditationLevel = Static<typeof MarketplaceAccreditationLevelSchema>;

/** A way to sign in and sign documents on the marketplace (QES, BankID, Diia.Signature). */
export type MarketplaceAuthMethod = Static<typeof MarketplaceAuthMethodSchema>;

/** A marketplace, its fields described in its schema. */
export type Marketplace = Static<typeof MarketplaceSchema>;

export type MarketplacesResponse = Static<typeof MarketplacesAnswerSchema>;
