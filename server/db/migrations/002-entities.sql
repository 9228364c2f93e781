-- Plans, frameworks (with their submissions, qualifications and agreements), contracting-API
-- contracts, DASU monitorings and catalogue objects. Every table has the same core:
--   id                 the CDB id (primary key)
--   <human id>         planID / prettyID / agreementID / contractID / monitoring_id, when CDB has one
--   date_modified      CDB dateModified: an upsert replaces a row only with a newer one
--   transform_version  the portal-shape version; an equal dateModified from a newer transform replaces
--   data               the portal shape (contract/*.ts), raw the CDB object as loaded
-- Search tables (plans, frameworks, catalogue) also carry a `hit` (the search-result row, as
-- contract/*SearchHit) and simple filter columns: status, buyer_name/buyer_id, an amount and a
-- currency, and the dates a search sorts or filters on.

CREATE TABLE plans (
  id text PRIMARY KEY,
  plan_id text NOT NULL,
  date_modified timestamptz NOT NULL,
  transform_version integer NOT NULL,
  status text NOT NULL,
  tender_id text,
  buyer_name text NOT NULL,
  buyer_id text,
  budget_amount double precision,
  budget_currency text,
  year integer,
  date_published timestamptz,
  procurement_method_type text,
  classification_id text,
  hit jsonb NOT NULL,
  data jsonb NOT NULL,
  raw jsonb NOT NULL
);
CREATE INDEX plans_plan_id ON plans (plan_id);
CREATE INDEX plans_date_modified ON plans (date_modified DESC);
CREATE INDEX plans_tender_id ON plans (tender_id);

CREATE TABLE frameworks (
  id text PRIMARY KEY,
  pretty_id text NOT NULL,
  date_modified timestamptz NOT NULL,
  transform_version integer NOT NULL,
  status text NOT NULL,
  framework_type text,
  buyer_name text NOT NULL,
  buyer_id text,
  classification_id text,
  date_published timestamptz,
  hit jsonb NOT NULL,
  data jsonb NOT NULL,
  raw jsonb NOT NULL
);
CREATE INDEX frameworks_pretty_id ON frameworks (pretty_id);
CREATE INDEX frameworks_date_modified ON frameworks (date_modified DESC);

CREATE TABLE framework_submissions (
  id text PRIMARY KEY,
  framework_id text,
  qualification_id text,
  date_modified timestamptz NOT NULL,
  transform_version integer NOT NULL,
  status text NOT NULL,
  data jsonb NOT NULL,
  raw jsonb NOT NULL
);
CREATE INDEX framework_submissions_framework_id ON framework_submissions (framework_id);

CREATE TABLE framework_qualifications (
  id text PRIMARY KEY,
  framework_id text,
  submission_id text,
  date_modified timestamptz NOT NULL,
  transform_version integer NOT NULL,
  status text NOT NULL,
  data jsonb NOT NULL,
  raw jsonb NOT NULL
);
CREATE INDEX framework_qualifications_framework_id ON framework_qualifications (framework_id);

-- Framework agreements (frameworkID set) and close-framework agreements of a tender (tender_id set).
CREATE TABLE agreements (
  id text PRIMARY KEY,
  agreement_id text,
  framework_id text,
  tender_id text,
  date_modified timestamptz NOT NULL,
  transform_version integer NOT NULL,
  status text NOT NULL,
  data jsonb NOT NULL,
  raw jsonb NOT NULL
);
CREATE INDEX agreements_tender_id ON agreements (tender_id);
CREATE INDEX agreements_framework_id ON agreements (framework_id);

CREATE TABLE contracts (
  id text PRIMARY KEY,
  contract_id text,
  tender_id text,
  date_modified timestamptz NOT NULL,
  transform_version integer NOT NULL,
  status text NOT NULL,
  data jsonb NOT NULL,
  raw jsonb NOT NULL
);
CREATE INDEX contracts_tender_id ON contracts (tender_id);

CREATE TABLE monitorings (
  id text PRIMARY KEY,
  monitoring_id text NOT NULL,
  tender_id text NOT NULL,
  date_modified timestamptz NOT NULL,
  transform_version integer NOT NULL,
  status text NOT NULL,
  data jsonb NOT NULL,
  raw jsonb NOT NULL
);
CREATE INDEX monitorings_tender_id ON monitorings (tender_id);

-- Catalogue (market) objects: kind is product, profile, category, vendor, offer, agreement,
-- tender or other; the products search reads kind = 'product'.
CREATE TABLE catalogue (
  id text PRIMARY KEY,
  kind text NOT NULL,
  date_modified timestamptz NOT NULL,
  transform_version integer NOT NULL,
  status text,
  title text NOT NULL,
  classification_id text,
  hit jsonb NOT NULL,
  data jsonb NOT NULL,
  raw jsonb NOT NULL
);
CREATE INDEX catalogue_kind ON catalogue (kind);
