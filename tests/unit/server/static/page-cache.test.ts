import { describe, expect, it } from 'vitest';
import { AnswerCache, identityOf } from '../../../../server/http/answer-cache.ts';
import { cacheLookups } from '../../../../server/metrics/metrics.ts';
import {
  OFFERED_MAX_BYTES,
  PAGE_TTL_MS,
  PageCache,
  STILL_PAGE_TTL_MS,
  type FreshPage,
  type SharedPage,
} from '../../../../server/static/page-cache.ts';
import { shippedTenderFiles } from '../../../support/shipped-cdb.ts';
import { shippedText } from '../../../support/shipped-data.ts';

/** A real tender's JSON as the page's body: of a real size, well over the compression threshold. */
const body = shippedText(`cdb/tenders/${shippedTenderFiles()[0] ?? ''}`);

/**
 * A clock that moves only when told: the page ages without the test waiting for it. lru-cache
 * reads its clock again only a millisecond later (its ttlResolution): that much real time passes.
 */
const clock = () => {
  let time = 1_000_000;
  return {
    now: () => time,
    pass: async (ms: number) => {
      time += ms;
      await new Promise((resolve) => setTimeout(resolve, 5));
    },
  };
};

/**
 * A cache whose write watch is live and whose pages' data is current while `current` says so:
 * only the age expires a page.
 */
const pagesWith = (time: ReturnType<typeof clock>, current = () => true) =>
  new PageCache(
    new AnswerCache(10 * 2 ** 20),
    () => Promise.resolve(current()),
    { live: true, count: 0 },
    time,
  );

const renderCounting = (countsDown: boolean) => {
  let renders = 0;
  const render = (): Promise<FreshPage> => {
    renders += 1;
    return Promise.resolve({ status: 200, html: body, template: 't', reads: [], countsDown });
  };
  return { render, renders: () => renders };
};

describe('PageCache', () => {
  it('renders a page with a countdown afresh after PAGE_TTL_MS', async () => {
    const time = clock();
    const pages = pagesWith(time);
    const page = renderCounting(true);
    await pages.answer('countdown', page.render);
    await time.pass(PAGE_TTL_MS - 1000);
    await pages.answer('countdown', page.render);
    expect(page.renders()).toBe(1);
    await time.pass(2000);
    await pages.answer('countdown', page.render);
    expect(page.renders()).toBe(2);
  });

  it('keeps a page without a countdown past PAGE_TTL_MS, until STILL_PAGE_TTL_MS', async () => {
    const time = clock();
    const pages = pagesWith(time);
    const page = renderCounting(false);
    const first = await pages.answer('still', page.render);
    await time.pass(PAGE_TTL_MS * 5);
    const later = await pages.answer('still', page.render);
    expect(page.renders()).toBe(1);
    expect('version' in later && 'version' in first && later.version === first.version).toBe(true);
    await time.pass(STILL_PAGE_TTL_MS);
    await pages.answer('still', page.render);
    expect(page.renders()).toBe(2);
  });

  it('sends a page another process rendered without rendering it, while its data is current', async () => {
    const time = clock();
    const one = pagesWith(time);
    const shared: SharedPage[] = [];
    one.onRendered = (page) => shared.push(page);
    const page = renderCounting(false);
    const first = await one.answer('page', page.render);
    expect(shared.map(({ key, html, ttlMs }) => ({ key, html, ttlMs }))).toEqual([
      { key: 'page', html: body, ttlMs: STILL_PAGE_TTL_MS },
    ]);

    let current = true;
    const other = pagesWith(time, () => current);
    const otherPage = renderCounting(false);
    for (const sharedPage of shared) other.offer(sharedPage);
    const there = await other.answer('page', otherPage.render);
    expect(otherPage.renders()).toBe(0);
    expect('version' in there && 'version' in first && there.version === first.version).toBe(true);

    // Offered again once its data changed: rendered anew.
    current = false;
    const third = pagesWith(time, () => current);
    for (const sharedPage of shared) third.offer(sharedPage);
    await third.answer('page', otherPage.render);
    expect(otherPage.renders()).toBe(1);
  });

  it('holds offered pages up to OFFERED_MAX_BYTES, the least recently offered dropped first', async () => {
    const time = clock();
    const pages = pagesWith(time);
    const offered = (key: string): SharedPage => ({
      key,
      version: 'v',
      status: 200,
      html: body,
      reads: [],
      ttlMs: STILL_PAGE_TTL_MS,
    });
    const count = Math.ceil(OFFERED_MAX_BYTES / Buffer.byteLength(body)) + 2;
    for (let i = 0; i < count; i += 1) pages.offer(offered(`page ${String(i)}`));
    const taken = async () =>
      (await cacheLookups.get()).values.find(
        ({ labels }) => labels.cache === 'offered pages' && labels.result === 'hit',
      )?.value ?? 0;
    const takenBefore = await taken();

    const newest = renderCounting(false);
    const sent = await pages.answer(`page ${String(count - 1)}`, newest.render);
    expect(newest.renders()).toBe(0);
    expect('answer' in sent && identityOf(sent.answer).toString()).toBe(body);
    expect(await taken()).toBe(takenBefore + 1);

    const oldest = renderCounting(false);
    await pages.answer('page 0', oldest.render);
    expect(oldest.renders()).toBe(1);
    expect(await taken()).toBe(takenBefore + 1);
  });

  it('hands a new process the pages it keeps with the time they have left, which it sends from their handed bytes once their reads are checked', async () => {
    const time = clock();
    const answers = new AnswerCache(10 * 2 ** 20);
    const pages = new PageCache(
      answers,
      () => Promise.resolve(true),
      { live: true, count: 0 },
      time,
    );
    await pages.answer('countdown', renderCounting(true).render);
    await pages.answer('still', renderCounting(false).render);
    await pages.answer('dropped', renderCounting(false).render);
    await time.pass(10_000);
    const handed = pages.handedPages();
    expect(handed.map(({ key, ttlMs }) => [key, ttlMs])).toEqual([
      ['dropped', STILL_PAGE_TTL_MS - 10_000],
      ['still', STILL_PAGE_TTL_MS - 10_000],
      ['countdown', PAGE_TTL_MS - 10_000],
    ]);
    expect(handed.some((page) => 'html' in page)).toBe(false);

    // The new process: its bytes adopted but those of 'dropped', and 'still' no longer current.
    const newAnswers = new AnswerCache(10 * 2 ** 20);
    for (const answer of answers.handOver(answers.maxBytes).reverse()) {
      if (answer.key !== 'dropped') newAnswers.adopt(answer);
    }
    const checked: string[] = [];
    const newPages = new PageCache(
      newAnswers,
      (reads) => {
        checked.push(reads[0]?.request.url ?? '');
        return Promise.resolve(reads[0]?.request.url !== 'still');
      },
      { live: true, count: 0 },
      time,
    );
    for (const page of [...handed].reverse()) {
      newPages.adopt({
        ...page,
        reads: [{ request: { method: 'GET', url: page.key, headers: {} }, version: 'v' }],
      });
    }
    const sent = (key: string) => {
      const page = renderCounting(false);
      return { page, answer: newPages.answer(key, page.render) };
    };
    const countdown = sent('countdown');
    const answer = await countdown.answer;
    expect(countdown.page.renders()).toBe(0);
    expect('answer' in answer && identityOf(answer.answer).toString()).toBe(body);
    expect(checked).toEqual(['countdown']);
    const still = sent('still');
    await still.answer;
    expect(still.page.renders()).toBe(1);
    const dropped = sent('dropped');
    await dropped.answer;
    expect(dropped.page.renders()).toBe(1);
  });
});
