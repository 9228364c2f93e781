-- What each tender contributes to the profile of each organisation it names (server/orgs): one
-- row per tender, registry code and role, written in the same statement batch as the tender and
-- replaced with it when a newer version is stored. GET /api/orgs/:edrpou sums an organisation's
-- rows through the code index instead of reading the tenders. Test tenders have no rows. A
-- stored tender gets its rows when it is next written (the shipped data reloads on the next
-- start, as the transform version changed).
-- role: 'buyer' (a code of the search's buyer filter), 'entity' (a procuring entity buying for
-- other buyers) or 'bidder' (a bidder or an awarded supplier).
CREATE TABLE org_tenders (
  tender_id text NOT NULL,
  edrpou text NOT NULL,
  role text NOT NULL,
  year integer,
  date_modified timestamptz NOT NULL,
  name text,
  contact json,
  status text NOT NULL,
  procurement_method_type text NOT NULL,
  competitive boolean NOT NULL,
  cpv_group text,
  expected_uah double precision,
  awarded_uah double precision NOT NULL DEFAULT 0,
  lots integer NOT NULL DEFAULT 0,
  bids integer NOT NULL DEFAULT 0,
  single_bid_lots integer NOT NULL DEFAULT 0,
  wins integer NOT NULL DEFAULT 0,
  disqualifications integer NOT NULL DEFAULT 0,
  flag_codes text[] NOT NULL DEFAULT '{}',
  PRIMARY KEY (tender_id, edrpou, role)
);
CREATE INDEX org_tenders_edrpou ON org_tenders (edrpou, role);
