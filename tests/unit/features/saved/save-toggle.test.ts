import { describe, expect, it } from 'vitest';
import '../../../../src/features/saved/locales';
import '../../../../src/features/search/saved-searches-locales';
import {
  pressedEarlyStatus,
  saveStatus,
  saveToggleView,
} from '../../../../src/features/saved/model/save-toggle';
import { saveSearchToggleView } from '../../../../src/features/search/model/save-search-toggle';
import { i18n } from '../../../../src/lib/i18n';
import { shippedTender } from '../tender/shipped-tenders';

const TITLE = shippedTender('UA-2026-01-29-006656-a').title;
const saved = i18n.getFixedT('uk', 'saved');
const savedEn = i18n.getFixedT('en', 'saved');
const common = i18n.getFixedT('uk');
const commonEn = i18n.getFixedT('en');
const searches = i18n.getFixedT('uk', 'savedSearches');
const searchesEn = i18n.getFixedT('en', 'savedSearches');

describe('the save toggle of a tender says whether it is saved', () => {
  it('offers to save while it is not saved (or not known yet), with no remove button', () => {
    for (const state of [false, undefined]) {
      expect(saveToggleView(state, undefined, saved, common)).toEqual({
        text: 'Зберегти офлайн',
        label: undefined,
        remove: undefined,
      });
    }
    expect(saveToggleView(false, TITLE, savedEn, commonEn).label).toBe(`Save offline: ${TITLE}`);
  });

  it('reads "saved" once saved, in both languages, and offers to remove it', () => {
    expect(saveToggleView(true, undefined, saved, common)).toEqual({
      text: 'Збережено офлайн',
      label: undefined,
      remove: { text: 'Прибрати', label: undefined },
    });
    expect(saveToggleView(true, TITLE, savedEn, commonEn)).toEqual({
      text: 'Saved offline',
      label: `Saved offline: ${TITLE}`,
      remove: { text: 'Remove', label: `Remove from saved: ${TITLE}` },
    });
  });
});

describe('the save toggle says what a press did', () => {
  it('says nothing before a press, and each outcome in its language', () => {
    expect(saveStatus(undefined, saved, common)).toBeUndefined();
    expect(saveStatus('saving', saved, common)).toEqual({
      text: 'Зберігаємо тендер з усіма вкладками…',
      failed: false,
    });
    expect(saveStatus('saved', savedEn, commonEn)).toEqual({
      text: 'Tender saved for offline reading.',
      failed: false,
    });
    expect(saveStatus('networkFailed', saved, common)?.failed).toBe(true);
    expect(saveStatus('storageFailed', savedEn, commonEn)?.failed).toBe(true);
    expect(saveStatus('removed', saved, common)?.failed).toBe(false);
  });

  it('its placeholder says "saving" from the press on, as the toggle then does, and a failed load', () => {
    expect(pressedEarlyStatus(false, false, common)).toBeUndefined();
    expect(pressedEarlyStatus(true, false, common)).toEqual(saveStatus('saving', saved, common));
    expect(pressedEarlyStatus(true, true, commonEn)).toEqual(
      saveStatus('saving', savedEn, commonEn),
    );
    expect(pressedEarlyStatus(false, true, commonEn)).toEqual({
      text: 'Could not save: the server cannot be reached. Try again when you are online.',
      failed: true,
    });
  });
});

describe('the save toggle of a search says whether it is saved', () => {
  it('reads "saved" once saved and offers to remove it with the same word as tenders', () => {
    expect(saveSearchToggleView(false, searches)).toEqual({
      text: 'Зберегти пошук',
      remove: undefined,
    });
    expect(saveSearchToggleView(true, searches)).toEqual({
      text: 'Пошук збережено',
      remove: { text: 'Прибрати', label: 'Прибрати збережений пошук' },
    });
    expect(saveSearchToggleView(true, searchesEn).text).toBe('Search saved');
    expect(saveSearchToggleView(true, searchesEn).remove?.text).toBe(
      saveToggleView(true, undefined, savedEn, commonEn).remove?.text,
    );
    expect(searches('list.remove')).toBe(
      saveToggleView(true, undefined, saved, common).remove?.text,
    );
  });
});
