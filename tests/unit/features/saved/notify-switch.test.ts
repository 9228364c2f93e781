import { describe, expect, it } from 'vitest';
import '../../../../src/features/saved/locales';
import { notifySwitchView } from '../../../../src/features/saved/model/notify-switch';
import type { NotifyState } from '../../../../src/features/saved/model/notify-switch';
import type { PushProblem, WatchRecord } from '../../../../src/lib/db';
import { i18n } from '../../../../src/lib/i18n';
import { shippedCdbTender } from '../../../support/shipped-cdb';

/** A real shipped tender's title names the switch, as on /saved. */
const TENDER = shippedCdbTender('UA-2024-02-05-014363-a') as unknown as {
  id: string;
  title: string;
};
const target = { kind: 'tender' as const, name: TENDER.title };
const FEED = 'https://portal.example/feeds/watch/abc.atom';

const record = (pushProblem?: PushProblem): WatchRecord => ({
  key: `tender:${TENDER.id}`,
  token: 'abc',
  feed: FEED,
  ...(pushProblem ? { pushProblem } : {}),
  createdAt: 1,
});

const view = (state: Partial<NotifyState>, lang: 'uk' | 'en' = 'uk') =>
  notifySwitchView(
    { record: null, busy: undefined, outcome: undefined, ...state },
    target,
    i18n.getFixedT(lang, 'saved'),
  );

describe('the «Сповіщати» switch of a saved tender or search (issue 43 point 6)', () => {
  it('cannot be pressed until the device has said whether a watch exists', () => {
    expect(view({ record: undefined })).toMatchObject({ checked: false, disabled: true });
    expect(view({ record: null })).toMatchObject({
      checked: false,
      disabled: false,
      label: 'Сповіщати',
      ariaLabel: `Сповіщати про зміни: ${TENDER.title}`,
      note: undefined,
      feed: undefined,
      status: '',
    });
    expect(view({ record: null }, 'en')).toMatchObject({
      label: 'Notify me',
      ariaLabel: `Notify me of changes: ${TENDER.title}`,
    });
  });

  it('is on with its feed to copy and says what reaches the device', () => {
    const on = view({ record: record(), outcome: { kind: 'started' } });
    expect(on).toMatchObject({ checked: true, disabled: false, feed: FEED });
    expect(on.status).toBe('Сповіщення увімкнено.');
    expect(on.note).toMatch(/^Про зміни в цій закупівлі браузер сповістить/);
    const search = notifySwitchView(
      { record: record(), busy: undefined, outcome: undefined },
      { kind: 'search', name: 'ремонт доріг' },
      i18n.getFixedT('en', 'saved'),
    );
    expect(search.note).toBe(
      'Your browser will tell you of new tenders in this search, even with the portal closed.',
    );
  });

  it('says plainly what to do when the browser refuses or cannot, in both languages', () => {
    const problems: PushProblem[] = [
      'denied',
      'dismissed',
      'ios-home-screen',
      'unsupported',
      'subscribe-failed',
      'service-refused',
    ];
    for (const lang of ['uk', 'en'] as const) {
      const notes = problems.map(
        (problem) => view({ record: record(problem), outcome: { kind: 'started' } }, lang).note,
      );
      expect(new Set(notes).size).toBe(problems.length);
      for (const note of notes) expect(note).toMatch(lang === 'uk' ? /стрічк/ : /feed/);
    }
    expect(view({ record: record('ios-home-screen') }).note).toContain('На початковий екран');
    expect(view({ record: record('denied') }, 'en').note).toContain("site's settings");
    expect(view({ record: record('denied'), outcome: { kind: 'started' } }).status).toBe(
      'Стрічку новин увімкнено, сповіщень браузер не покаже.',
    );
  });

  it('is held while a press is under way, and a failed press keeps the state it had', () => {
    expect(view({ record: null, busy: 'on' })).toMatchObject({
      checked: false,
      disabled: true,
      status: 'Вмикаємо сповіщення…',
    });
    expect(
      view({ record: record(), outcome: { kind: 'offline', turning: 'off' } }, 'en'),
    ).toMatchObject({
      checked: true,
      feed: FEED,
      status: 'Could not switch off: the server cannot be reached. Try again when you are online.',
    });
    expect(view({ outcome: { kind: 'rateLimited' } }).status).toMatch(/забагато/);
    expect(
      view({ outcome: { kind: 'refused', message: 'No tender has the tenderID' } }, 'en').status,
    ).toBe('The server refused: No tender has the tenderID');
    expect(view({ outcome: { kind: 'stopped' } }).status).toBe('Сповіщення вимкнено.');
  });
});
