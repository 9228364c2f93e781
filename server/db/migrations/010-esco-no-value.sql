-- An ESCO tender's minValue of 0 is no expected value (its price is the energy savings): its
-- value_amount is NULL, so a value sort puts it last in both directions and a value range
-- filter leaves it out, as for a tender without any value (server/ingest/tender-columns.ts).
UPDATE tenders SET value_amount = NULL
  WHERE procurement_method_type = 'esco' AND value_amount = 0;
