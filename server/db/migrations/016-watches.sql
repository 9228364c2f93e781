-- Watches (server/watches/): a saved search or tender someone follows without an account. The
-- token is the only key and is kept as its SHA-256 (hex), so the table alone cannot be used to
-- read or delete a watch. A watch holds its query, language and push subscription, and when it
-- was last used and notified: nothing about the person.
CREATE TABLE watches (
  token_hash text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('search', 'tender')),
  query text,
  tender_id text,
  lang text NOT NULL CHECK (lang IN ('uk', 'en')),
  push jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz NOT NULL DEFAULT now(),
  notified_at timestamptz,
  CHECK ((kind = 'search') = (query IS NOT NULL)),
  CHECK ((kind = 'tender') = (tender_id IS NOT NULL))
);
CREATE INDEX watches_tender ON watches (tender_id) WHERE kind = 'tender';
CREATE INDEX watches_used ON watches (used_at);

-- What a watch was told: a tender entering a search's results, or a change of a watched tender.
CREATE TABLE watch_events (
  id bigserial PRIMARY KEY,
  token_hash text NOT NULL REFERENCES watches (token_hash) ON DELETE CASCADE,
  at timestamptz NOT NULL DEFAULT now(),
  tender_id text NOT NULL,
  kind text NOT NULL,
  detail jsonb NOT NULL,
  notified boolean NOT NULL DEFAULT false
);
CREATE INDEX watch_events_watch ON watch_events (token_hash, id DESC);
