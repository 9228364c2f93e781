/**
 * A fixed set of tender searches whose first page (and the pages named) must stay what it was
 * when tests/server/search-first-page.json was written: the same ids in the same order and the
 * same total with its relation. Every filter and every sort of /api/search/tender is here.
 * Rewrite the answers only when a change of results is meant:
 * `npx tsx tests/server/write-search-first-page.ts`.
 */
export const FIRST_PAGE_QUERIES: { name: string; query: string }[] = [
  { name: 'every real tender, latest change first', query: '' },
  { name: 'page 2', query: 'page=2' },
  { name: 'a deep page', query: 'page=9' },
  { name: 'a page past the last', query: 'page=11' },
  { name: 'the short last page of 25', query: 'per_page=25&page=4' },
  { name: 'one per page', query: 'per_page=1&page=50' },
  { name: 'by value, largest first', query: 'sort_by=value&order=desc' },
  { name: 'by value, smallest first', query: 'sort_by=value&order=asc' },
  { name: 'by value, the last page (no value last)', query: 'sort_by=value&order=asc&page=10' },
  { name: 'by publication date, newest first', query: 'sort_by=publication_date&order=desc' },
  {
    name: 'by publication date, oldest first, page 2',
    query: 'sort_by=publication_date&order=asc&page=2',
  },
  { name: 'text, one common word', query: 'text=харчування' },
  { name: 'text, two words', query: `text=${encodeURIComponent('будівельні матеріали')}` },
  { name: 'text, a tenderID part', query: 'text=UA-2026-01' },
  { name: 'text, a registry code', query: 'text=24983059' },
  {
    name: 'text, two words and a tender period',
    query: `text=${encodeURIComponent('спрощеної закупівлі')}&date[tender][start]=2026-01-01&date[tender][end]=2026-02-28`,
  },
  {
    name: 'text with status, type and a value floor',
    query: `text=${encodeURIComponent('матеріали')}&status=complete&proc_type=reporting&value[amount][start]=1000`,
  },
  { name: 'status', query: 'status=complete' },
  { name: 'status, page 3', query: 'status=complete&page=3' },
  { name: 'two statuses', query: 'status[]=active.tendering&status[]=active.enquiries' },
  { name: 'status + procedure type', query: 'status=complete&proc_type=reporting' },
  { name: 'status + procedure type, page 4', query: 'status=complete&proc_type=reporting&page=4' },
  { name: 'procedure type by value', query: 'proc_type=belowThreshold&sort_by=value&order=desc' },
  { name: 'region', query: `region=${encodeURIComponent('Хмельницька область')}` },
  {
    name: 'region by value',
    query: `region=${encodeURIComponent('Миколаївська область')}&sort_by=value&order=asc`,
  },
  { name: 'CPV code', query: 'cpv=34310000-3' },
  { name: 'CPV prefix', query: 'cpv_mask=44' },
  { name: 'CPV prefix, page 2', query: 'cpv_mask=44&page=2' },
  {
    name: 'CPV prefix of three digits, oldest first',
    query: 'cpv_mask=343&sort_by=publication_date&order=asc',
  },
  { name: 'value range', query: 'value[amount][start]=100000&value[amount][end]=1000000' },
  { name: 'value floor by value', query: 'value[amount][start]=500000&sort_by=value&order=asc' },
  { name: 'value ceiling', query: 'value[amount][end]=10000' },
  {
    name: 'a month of tender period',
    query: 'date[tender][start]=2026-01-01&date[tender][end]=2026-01-31',
  },
  {
    name: 'a month of enquiry period by publication date',
    query:
      'date[enquiry][start]=2026-01-01&date[enquiry][end]=2026-01-31&sort_by=publication_date&order=desc',
  },
  { name: 'tender period from a day on', query: 'date[tender][start]=2026-02-01' },
  { name: 'buyer', query: 'buyer=24983059' },
  { name: 'buyer by value', query: 'buyer=08526931&sort_by=value&order=desc' },
  { name: 'tenderer', query: 'tenderer=88888888' },
  { name: 'tenderer, page 3', query: 'tenderer=88888888&page=3' },
  { name: 'procuring entity', query: 'procuringEntity=08140309' },
  { name: 'rationale and category', query: 'proc_rationale=defense&group=services' },
  {
    name: 'category, award criteria and milestone',
    query: 'group=goods&awardCriteria=lowestCost&milestone[code]=postpayment&page=2',
  },
  { name: 'no local-share requirement', query: 'local_share=0&page=2' },
  { name: 'a red flag', query: 'flags=single-bid' },
  { name: 'test tenders too, deep page', query: 'mode=test&page=15' },
  { name: 'test tenders too, by value', query: 'mode=test&sort_by=value&order=desc&page=3' },
];
