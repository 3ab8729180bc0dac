-- A number given again after its quarantine (decision 011) may come back to the company that had it: the ended
-- service keeps it as history and the new one takes it too. Only live services are unique by number now; the
-- number index carries the id after the number (the list's number order is number, id) and still INCLUDEs the
-- status and type for index-only pages.
DROP INDEX IF EXISTS "services_number_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "services_live_number_idx" ON "services" USING btree ("company_id","number") WHERE status not in ('TERMINATED', 'CANCELLED');--> statement-breakpoint
CREATE INDEX "services_number_idx" ON "services" USING btree ("company_id","number","id") INCLUDE ("status","type");
