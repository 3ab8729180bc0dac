-- The list's number order (its default) and a number typed from its start are walks of the number index. With
-- each service's id, status and type carried in it, a page's ids are read from the index alone (an index-only
-- scan), however deep the page, and the status and type filters are checked there without visiting the table.
DROP INDEX IF EXISTS "services_number_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "services_number_idx" ON "services" USING btree ("company_id","number") INCLUDE ("id","status","type");
