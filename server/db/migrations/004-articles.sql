CREATE TABLE articles (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  group_slug text NOT NULL,
  date_published timestamptz NOT NULL,
  summary jsonb NOT NULL,
  data jsonb NOT NULL
);
CREATE INDEX articles_published ON articles (date_published DESC, id DESC);
CREATE INDEX articles_group_published ON articles (group_slug, date_published DESC, id DESC);
