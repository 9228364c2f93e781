/** A large real tender shipped in data/: 3 lots, 10 items, 3 bids, 4 awards, 116 documents. */
export const LARGE_TENDER_ID = 'UA-2024-04-26-006781-a';

/** The shipped tender with the most documents (184, most of them its bids'). */
export const LARGEST_BY_DOCUMENTS_ID = 'UA-2024-02-05-014363-a';

/** The buyer with the most shipped tenders that are not test ones (19). */
export const BUSIEST_BUYER = '24983059';

export interface BenchPage {
  name: string;
  path: string;
}

/** The pages the budgets of docs/benchmarks.md are measured on. */
export const BENCH_PAGES = {
  home: { name: 'home', path: '/' },
  search: { name: 'search (/search/tender)', path: '/search/tender' },
  tender: { name: `large tender (${LARGE_TENDER_ID})`, path: `/tender/${LARGE_TENDER_ID}` },
  news: { name: 'news (/news)', path: '/news' },
  article: { name: 'article (/news/new-portal-launched)', path: '/news/new-portal-launched' },
  profile: { name: `buyer profile (${BUSIEST_BUYER})`, path: `/org/${BUSIEST_BUYER}` },
} satisfies Record<string, BenchPage>;
