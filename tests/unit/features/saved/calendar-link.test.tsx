import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CalendarLink } from '../../../../src/features/saved/components/CalendarLink';
import { setRenderTimeSource } from '../../../../src/lib/use-now';
import { shippedTender } from '../tender/shipped-tenders';

afterEach(() => {
  vi.useRealTimers();
  setRenderTimeSource(() => undefined);
});

describe('the calendar link of a tender page', () => {
  it('is rendered for the deadlines ahead at the time the page was rendered, not the clock now', () => {
    const tender = shippedTender('UA-2024-04-26-006781-a');
    const end = Date.parse(tender.tenderPeriod?.endDate ?? '');
    expect(end).toBeGreaterThan(0);
    // A page the server rendered an hour before bidding closed, hydrated long after.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2100-01-01T00:00:00Z'));
    setRenderTimeSource(() => end - 60 * 60 * 1000);
    expect(renderToString(<CalendarLink tender={tender} />)).toContain('calendar-link__button');
    // Rendered after every deadline: no link.
    setRenderTimeSource(() => Date.parse('2099-01-01T00:00:00Z'));
    expect(renderToString(<CalendarLink tender={tender} />)).toBe('');
  });
});
