import { describe, expect, it } from 'vitest';
import {
  tenderOcdsFileName,
  tenderOcdsHref,
} from '../../../../../src/features/tender/print/print-links';

describe('the tender page OCDS link', () => {
  it('points at the tender OCDS package and saves it under the tender ID', () => {
    expect(tenderOcdsHref('/api', 'UA-2024-04-26-006781-a', 'en')).toBe(
      '/api/tenders/UA-2024-04-26-006781-a/ocds?lang=en',
    );
    expect(tenderOcdsFileName('UA-2024-04-26-006781-a')).toBe('UA-2024-04-26-006781-a.ocds.json');
  });

  it('keeps an odd id inside its path segment and out of the file name', () => {
    expect(tenderOcdsHref('/api', 'a/b?c', 'uk')).toBe('/api/tenders/a%2Fb%3Fc/ocds?lang=uk');
    expect(tenderOcdsFileName('a/b?c')).toBe('a_b_c.ocds.json');
  });
});
