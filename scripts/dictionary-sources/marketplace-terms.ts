import type {
  MarketplaceAccreditationLevel,
  MarketplaceAuthMethod,
} from '../../contract/marketplaces.ts';

/**
 * Accreditation levels of the 2017 list (platforms.json level1–4). Levels 1 and 3 let procuring
 * entities publish, 2 and 4 let bidders take part; the old portal offered level-2 marketplaces for
 * below-threshold tenders and level-4 ones for the others.
 */
export const ACCREDITATION_LEVELS: readonly MarketplaceAccreditationLevel[] = [
  {
    id: '1',
    name_uk: 'Рівень 1',
    name_en: 'Level 1',
    description_uk:
      'Замовники можуть оголошувати закупівлі, вартість яких нижча за пороги Закону «Про публічні закупівлі» (допорогові та спрощені закупівлі).',
    description_en:
      'Procuring entities can announce procurements below the thresholds of the Law on Public Procurement (below-threshold and simplified procurements).',
  },
  {
    id: '2',
    name_uk: 'Рівень 2',
    name_en: 'Level 2',
    description_uk: 'Учасники можуть подавати пропозиції в допорогових і спрощених закупівлях.',
    description_en: 'Bidders can submit offers in below-threshold and simplified procurements.',
  },
  {
    id: '3',
    name_uk: 'Рівень 3',
    name_en: 'Level 3',
    description_uk:
      'Замовники можуть оголошувати та проводити процедури закупівель за Законом «Про публічні закупівлі»: відкриті торги, переговорну процедуру та інші.',
    description_en:
      'Procuring entities can announce and run procurement procedures under the Law on Public Procurement: open tenders, the negotiation procedure and others.',
  },
  {
    id: '4',
    name_uk: 'Рівень 4',
    name_en: 'Level 4',
    description_uk:
      'Учасники можуть подавати тендерні пропозиції в процедурах закупівель за Законом «Про публічні закупівлі».',
    description_en:
      'Bidders can submit tender offers in procurement procedures under the Law on Public Procurement.',
  },
];

export const AUTH_METHODS: readonly MarketplaceAuthMethod[] = [
  {
    id: 'qes',
    name_uk: 'Кваліфікований електронний підпис (КЕП)',
    name_en: 'Qualified electronic signature (QES)',
  },
  { id: 'diia_signature', name_uk: 'Дія.Підпис', name_en: 'Diia.Signature' },
  { id: 'bankid', name_uk: 'BankID НБУ', name_en: 'BankID of the National Bank of Ukraine' },
];

/**
 * Neither source lists sign-in methods. Offers and documents in Prozorro are signed with a QES,
 * so every marketplace supports it; nothing else is claimed.
 */
export const DEFAULT_AUTH_METHODS: readonly string[] = ['qes'];

/** For a current broker absent from the 2017 list: connected today, so all four levels. */
export const DEFAULT_ACCREDITATION_LEVELS: readonly string[] = ['1', '2', '3', '4'];
