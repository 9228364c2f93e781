import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Accordion } from '../../../src/components/ui/accordion/Accordion';
import { openingThem, queryOpens } from '../../../src/components/ui/accordion/accordion-link';
import { Tabs } from '../../../src/components/ui/tabs/Tabs';

/** A bid as the tender page nests it: an accordion with tabs, inside another accordion. */
const page = (address: string): string =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[address]}>
      <Accordion id="bids-lot-1" title="Lot 1">
        <Accordion id="bid-1" title="Bidder">
          <Tabs
            label="The bid"
            tabs={[
              { id: 'offer', label: 'Offer', content: <p>The offer</p> },
              { id: 'exclusion', label: 'Exclusion', content: <p>Grounds for exclusion</p> },
            ]}
          />
        </Accordion>
      </Accordion>
      <Accordion id="bid-2" title="Another bidder">
        <p>Its offer</p>
      </Accordion>
    </MemoryRouter>,
  );

const openIds = (html: string): string[] =>
  [...html.matchAll(/<section id="([^"]+)" class="accordion accordion--open"/g)].map(
    ([, id]) => id ?? '',
  );

const hrefs = (html: string): string[] =>
  [...html.matchAll(/<a href="([^"]+)"[^>]*role="tab"/g)].map(([, href]) =>
    (href ?? '').replaceAll('&amp;', '&'),
  );

describe('accordions opened by a link', () => {
  it('a tab inside accordions links to the page with each of them open', () => {
    const links = hrefs(page('/tender/UA-1'));
    expect(links).toHaveLength(2);
    for (const link of links) {
      const query = new URL(link, 'https://portal.test').searchParams;
      expect(query.get('open')).toBe('bids-lot-1,bid-1');
      expect(query.get('tabs')).toMatch(/\.(offer|exclusion)$/);
    }
  });

  it("the page that link opens is rendered with the tab's accordions open and the tab chosen", () => {
    const link = hrefs(page('/tender/UA-1')).find((href) => href.includes('.exclusion'));
    expect(link).toBeDefined();
    const html = page(link ?? '');
    expect(openIds(html)).toEqual(['bids-lot-1', 'bid-1']);
    expect(html).toContain('Grounds for exclusion');
    expect(html).not.toContain('The offer');
  });

  it('without the query, every accordion is closed', () => {
    expect(openIds(page('/tender/UA-1?tabs=x.offer'))).toEqual([]);
  });

  it('reads and sets the query', () => {
    expect(queryOpens(new URLSearchParams('open=a,b'), 'b')).toBe(true);
    expect(queryOpens(new URLSearchParams('open=ab'), 'a')).toBe(false);
    expect(queryOpens(new URLSearchParams(''), 'a')).toBe(false);
    expect(openingThem({ search: '?docs=all&open=x' }, ['a', 'b']).search).toBe(
      '?docs=all&open=a%2Cb',
    );
    const address = { search: '?docs=all' };
    expect(openingThem(address, [])).toBe(address);
  });

  it('a closed accordion whose body the page lacks links, before scripts, to the page that opens it', () => {
    const render = (address: string) =>
      renderToStaticMarkup(
        <MemoryRouter initialEntries={[address]}>
          <Accordion id="bid-1" title="Bidder" lazy withheld>
            <p>The offer</p>
          </Accordion>
        </MemoryRouter>,
      );
    const closed = render('/tender/UA-1?docs=all');
    expect(closed).not.toContain('The offer');
    expect(closed).not.toContain('<button');
    const href = /<a class="accordion__button accordion__button--link" href="([^"]+)"/.exec(
      closed,
    )?.[1];
    expect(href?.replaceAll('&amp;', '&')).toBe('/tender/UA-1?docs=all&open=bid-1#bid-1');
    expect(render(href?.replaceAll('&amp;', '&') ?? '')).toContain('The offer');
  });
});
