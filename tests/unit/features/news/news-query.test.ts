import { describe, expect, it } from 'vitest';
import {
  articleListParams,
  articleListPath,
  newsHref,
  readNewsQuery,
} from '../../../../src/features/news/model/news-query';

describe('the /news address', () => {
  it('reads the page and the group', () => {
    expect(readNewsQuery('?page=2&group=guides')).toEqual({ page: 2, group: 'guides' });
    expect(readNewsQuery('')).toEqual({ page: 1, group: undefined });
  });

  it('takes page 1 for a page that is not a whole number from 1, and drops a group that is no slug', () => {
    for (const page of ['0', '-1', '1.5', 'two', '', '99999999']) {
      expect(readNewsQuery(`?page=${page}`).page).toBe(1);
    }
    for (const group of ['Guides', 'a b', '123', '', '-x', 'x'.repeat(101)]) {
      expect(readNewsQuery(`?group=${encodeURIComponent(group)}`).group).toBeUndefined();
    }
  });

  it('asks the API for the same page and group', () => {
    expect(articleListParams({ page: 2, group: 'oversight' })).toEqual({
      page: '2',
      group: 'oversight',
    });
    expect(articleListParams({ page: 1, group: undefined })).toEqual({ page: '1' });
    expect(articleListPath(readNewsQuery('?group=guides&page=3&lang=en'))).toBe(
      'articles?page=3&group=guides',
    );
  });

  it('writes one address per list: page 1 and all groups left out', () => {
    expect(newsHref({ page: 1, group: undefined })).toBe('/news');
    expect(newsHref({ page: 3, group: undefined })).toBe('/news?page=3');
    expect(newsHref({ page: 1, group: 'guides' })).toBe('/news?group=guides');
    expect(newsHref({ page: 2, group: 'guides' })).toBe('/news?group=guides&page=2');
    const back = newsHref({ page: 2, group: 'portal-news' });
    expect(readNewsQuery(back.slice(back.indexOf('?')))).toEqual({ page: 2, group: 'portal-news' });
  });
});
