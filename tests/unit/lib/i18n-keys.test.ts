import { describe, expect, it } from 'vitest';
import { i18n } from '../../../src/lib/i18n';
import '../../../src/features/tender/tender-texts';
import tenderUk from '../../../contract/locales/uk/tender.json';

/*
 * A type-level test: `tsc -b` (part of `npm test`) fails if a line marked
 * @ts-expect-error stops being an error, that is, if translation keys lose their types.
 */
describe('typed translation keys', () => {
  it('accepts a key of the namespace and translates it', () => {
    const t = i18n.getFixedT('uk', 'tender');
    expect(t('summary.customer')).toBe(tenderUk.summary.customer);
    expect(i18n.t('tender:summary.customer', { lng: 'uk' })).toBe(tenderUk.summary.customer);
  });

  it('rejects a wrong key at compile time; at run time the key shows as is', () => {
    const t = i18n.getFixedT('uk', 'tender');
    // @ts-expect-error: not a key of the tender namespace
    expect(t('summary.customr')).toBe('summary.customr');
    // @ts-expect-error: a key of the default namespace, not of tender
    expect(t('appName')).toBe('appName');
    // @ts-expect-error: not a key of the default namespace
    expect(i18n.t('noSuchKey', { lng: 'uk' })).toBe('noSuchKey');
    // @ts-expect-error: not a namespace
    expect(i18n.t('nowhere:appName', { lng: 'uk' })).toBe('appName');
  });
});
