import { describe, expect, it } from 'vitest';
import { formatDate, formatMonthYear, monthName } from '../../../../src/lib/format';

const months = (lang: 'uk' | 'en', form: 'full' | 'genitive' | 'short') =>
  Array.from({ length: 12 }, (_, index) => monthName(index + 1, lang, form));

describe('the spec’s month names, every month', () => {
  it('Ukrainian full (nominative), genitive and short names', () => {
    expect(months('uk', 'full')).toEqual([
      'січень',
      'лютий',
      'березень',
      'квітень',
      'травень',
      'червень',
      'липень',
      'серпень',
      'вересень',
      'жовтень',
      'листопад',
      'грудень',
    ]);
    expect(months('uk', 'genitive')).toEqual([
      'січня',
      'лютого',
      'березня',
      'квітня',
      'травня',
      'червня',
      'липня',
      'серпня',
      'вересня',
      'жовтня',
      'листопада',
      'грудня',
    ]);
    // The portal's abbreviations, not date-fns's 'берез.', 'верес.', 'листоп.'.
    expect(months('uk', 'short')).toEqual([
      'січ.',
      'лют.',
      'бер.',
      'квіт.',
      'трав.',
      'черв.',
      'лип.',
      'серп.',
      'вер.',
      'жовт.',
      'лист.',
      'груд.',
    ]);
  });

  it('English names', () => {
    const full = ['January', 'February', 'March', 'April', 'May', 'June', 'July'];
    expect(months('en', 'full').slice(0, 7)).toEqual(full);
    expect(months('en', 'genitive').slice(0, 7)).toEqual(full);
    expect(months('en', 'short')).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
    expect(monthName(1.5, 'uk', 'full')).toBe('');
  });

  it('in dates: genitive after the day, short on request, nominative with the year alone', () => {
    expect(formatDate('2026-02-06T10:00:00+02:00', 'uk')).toBe('06 лютого 2026');
    expect(formatDate('2026-03-06T10:00:00+02:00', 'uk', { month: 'short' })).toBe('06 бер. 2026');
    expect(formatDate('2026-09-06T10:00:00+03:00', 'uk', { month: 'short' })).toBe('06 вер. 2026');
    expect(formatDate('2026-11-06T10:00:00+02:00', 'en', { month: 'short' })).toBe('06 Nov 2026');
    expect(formatMonthYear('2026-02-06T10:00:00+02:00', 'uk')).toBe('лютий 2026');
    expect(formatMonthYear('2026-05-06T10:00:00+03:00', 'en')).toBe('May 2026');
  });
});
