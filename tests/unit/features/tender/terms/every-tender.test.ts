import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../../../contract/api';
import { toBuyersView } from '../../../../../src/features/tender/model/terms/buyers';
import { toCustomerView } from '../../../../../src/features/tender/model/terms/customer';
import { toNegotiationView } from '../../../../../src/features/tender/model/terms/negotiation';
import { toPaymentTermsView } from '../../../../../src/features/tender/model/terms/payment-terms';
import { toPurchaseInfoView } from '../../../../../src/features/tender/model/terms/purchase-info';
import { shippedTender } from '../shipped-tenders';
import { shippedTenderFiles, shippedCdbTender } from '../../../../support/shipped-cdb';
import { termsContext } from './terms-context';

/** Every string of a value, at any depth. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

/** Everything the five terms sections show for a tender. */
function shownTexts(file: string, lang: Lang): string[] {
  const tender = shippedTender(file);
  const context = termsContext(lang);
  return strings([
    toCustomerView(tender, context),
    toBuyersView(tender, context),
    toPurchaseInfoView(tender, context),
    toNegotiationView(tender, context),
    toPaymentTermsView(tender, context),
  ]);
}

const CYRILLIC = /[\u0400-\u04FF]/;

describe('the terms sections of every shipped tender', () => {
  it.each(shippedTenderFiles())('%s never shows undefined, NaN or Invalid Date', (file) => {
    for (const lang of ['uk', 'en'] as const) {
      for (const text of shownTexts(file, lang)) {
        expect(text).not.toMatch(/undefined|NaN|Invalid Date|\[object/);
      }
    }
  });

  it.each(shippedTenderFiles())('%s has no Cyrillic in English outside upstream text', (file) => {
    // Longest first, so a name is removed whole before a shorter string inside it.
    const upstream = [...new Set(strings(shippedCdbTender(file)))]
      .map((text) => text.trim())
      .filter((text) => CYRILLIC.test(text))
      .sort((a, b) => b.length - a.length);
    for (const text of shownTexts(file, 'en')) {
      if (!CYRILLIC.test(text)) continue;
      const left = upstream.reduce((rest, part) => rest.split(part).join(''), text);
      expect(left, text).not.toMatch(CYRILLIC);
    }
  });
});
