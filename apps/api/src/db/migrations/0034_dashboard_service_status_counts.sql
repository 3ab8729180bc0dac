CREATE TABLE "service_status_counts" (
	"company_id" text NOT NULL,
	"status" text NOT NULL,
	"services" bigint NOT NULL,
	CONSTRAINT "service_status_counts_company_id_status_pk" PRIMARY KEY("company_id","status")
);
--> statement-breakpoint
ALTER TABLE "service_status_counts" ADD CONSTRAINT "service_status_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Kept exact in the same transaction as every change of services: one statement-level trigger per kind of
-- change adds up the rows the statement touched, so a bulk insert costs one upsert per company and status.
CREATE FUNCTION service_status_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO service_status_counts AS c (company_id, status, services)
    SELECT company_id, status, count(*) FROM new_rows GROUP BY company_id, status
    ON CONFLICT (company_id, status) DO UPDATE SET services = c.services + excluded.services;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE service_status_counts c SET services = c.services - d.services
    FROM (SELECT company_id, status, count(*) AS services FROM old_rows GROUP BY company_id, status) d
    WHERE c.company_id = d.company_id AND c.status = d.status;
  ELSE
    INSERT INTO service_status_counts AS c (company_id, status, services)
    SELECT company_id, status, sum(delta) FROM (
      SELECT company_id, status, 1 AS delta FROM new_rows
      UNION ALL SELECT company_id, status, -1 FROM old_rows
    ) moves GROUP BY company_id, status HAVING sum(delta) <> 0
    ON CONFLICT (company_id, status) DO UPDATE SET services = c.services + excluded.services;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER services_status_counts_insert AFTER INSERT ON services REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION service_status_counts_apply();
--> statement-breakpoint
CREATE TRIGGER services_status_counts_update AFTER UPDATE ON services REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION service_status_counts_apply();
--> statement-breakpoint
CREATE TRIGGER services_status_counts_delete AFTER DELETE ON services REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION service_status_counts_apply();
--> statement-breakpoint
INSERT INTO service_status_counts (company_id, status, services)
SELECT company_id, status, count(*) FROM services GROUP BY company_id, status;
