-- Issue 18 item 10: the ticket list under load.
-- Text search (a substring of search_text) through a trigram index, where the pg_trgm extension
-- exists (Debian's PostgreSQL has it; PGlite loads it, see db/database.ts). Without it the
-- migration still passes and the search scans, as before.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available: ticket text search will scan (%)', SQLERRM;
END $$;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS "tickets_search_trgm" ON "tickets" USING gin ("search_text" gin_trgm_ops);
  END IF;
END $$;
--> statement-breakpoint
-- ticket_counts: tickets per account, status and source vendor, kept by statement triggers, so
-- the list's total needs no count of the rows. Old and new rows are applied in one statement, in
-- key order, so two transactions lock counter rows in the same order.
CREATE OR REPLACE FUNCTION ticket_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO ticket_counts AS c (account_id, status, source_vendor, n)
      SELECT account_id, status, source_vendor, count(*) FROM new_rows
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (account_id, status, source_vendor) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO ticket_counts AS c (account_id, status, source_vendor, n)
      SELECT account_id, status, source_vendor, -count(*) FROM old_rows
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (account_id, status, source_vendor) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO ticket_counts AS c (account_id, status, source_vendor, n)
      SELECT account_id, status, source_vendor, sum(d) FROM (
        SELECT account_id, status, source_vendor, -1 AS d FROM old_rows
        UNION ALL
        SELECT account_id, status, source_vendor, 1 AS d FROM new_rows
      ) AS changes
      GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (account_id, status, source_vendor) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tickets_count_insert AFTER INSERT ON tickets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ticket_counts_apply();
--> statement-breakpoint
CREATE TRIGGER tickets_count_update AFTER UPDATE ON tickets
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ticket_counts_apply();
--> statement-breakpoint
CREATE TRIGGER tickets_count_delete AFTER DELETE ON tickets
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ticket_counts_apply();
--> statement-breakpoint
-- TRUNCATE fires no row triggers: it empties the counts with the tickets.
CREATE OR REPLACE FUNCTION ticket_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM ticket_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tickets_count_truncate AFTER TRUNCATE ON tickets
  FOR EACH STATEMENT EXECUTE FUNCTION ticket_counts_truncate();
--> statement-breakpoint
INSERT INTO ticket_counts (account_id, status, source_vendor, n)
  SELECT account_id, status, source_vendor, count(*) FROM tickets GROUP BY 1, 2, 3;
