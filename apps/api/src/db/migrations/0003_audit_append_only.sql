-- The audit log is append-only: roles cannot be restricted on PGlite, so a trigger refuses changes instead.
CREATE OR REPLACE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only (% refused)', TG_OP;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_update_or_delete BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint
-- Company search (GET /businesses/search2) by a part of the name, business ID or customer number.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_search_trgm_idx" ON "companies"
  USING gin ((lower("name" || ' ' || "business_id" || ' ' || "customer_number")) gin_trgm_ops);
--> statement-breakpoint
-- Ids of companies registered through POST /businesses, clear of the demo dataset's fixed ids.
CREATE SEQUENCE IF NOT EXISTS "company_number_seq" START 500001;
