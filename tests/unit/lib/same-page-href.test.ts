import { describe, expect, it } from 'vitest';
import { samePageHref } from '../../../src/lib/same-page-href';

describe('a link to the same page with one choice made', () => {
  const page = { pathname: '/tender/UA-2024-02-05-014363-a', search: '?lang=en&tabs=a.b' };

  it('sets the parameter, keeps the others, and lands on the anchor', () => {
    expect(samePageHref(page, 'docs', 'all', 'list')).toBe(
      '/tender/UA-2024-02-05-014363-a?lang=en&tabs=a.b&docs=all#list',
    );
    expect(samePageHref(page, 'tabs', 'c.d', 'bar')).toBe(
      '/tender/UA-2024-02-05-014363-a?lang=en&tabs=c.d#bar',
    );
  });

  it('removes the parameter for undefined, with no "?" left behind', () => {
    expect(samePageHref(page, 'tabs', undefined, 'x')).toBe(
      '/tender/UA-2024-02-05-014363-a?lang=en#x',
    );
    expect(samePageHref({ pathname: '/news', search: '?docs=all' }, 'docs', undefined, 'x')).toBe(
      '/news#x',
    );
  });
});
