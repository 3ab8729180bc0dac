-- The cart's change impact summed the company's billed services on every call (8 ms for 35,000 services on
-- PostgreSQL 15, one call in five of the paced submit bench's reads). These sums keep them per cost centre:
-- the services with a billing agreement and no end date (decision 015). The reader corrects them with the few
-- services whose contract has not started yet and those with an end date (`services_ended_idx`), as the day
-- decides those and no write does. Sharded by connection like the order counts (migration 0075).
CREATE TABLE "service_billing_sums" (
	"company_id" text NOT NULL,
	"cost_pool_key" uuid NOT NULL,
	"shard" smallint DEFAULT 0 NOT NULL,
	"services" bigint NOT NULL,
	"monthly_cents" bigint NOT NULL,
	CONSTRAINT "service_billing_sums_company_id_cost_pool_key_shard_pk" PRIMARY KEY("company_id","cost_pool_key","shard")
);
--> statement-breakpoint
ALTER TABLE "service_billing_sums" ADD CONSTRAINT "service_billing_sums_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "services_ended_idx" ON "services" USING btree ("company_id","ended_on") WHERE ended_on is not null;
--> statement-breakpoint
-- A service counts while it has a billing agreement and no end date. Every change adds its difference to the
-- connection's own shard, so a shard may go below zero while the sum stays exact.
CREATE FUNCTION service_billing_sums_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO service_billing_sums AS s (company_id, cost_pool_key, shard, services, monthly_cents)
    SELECT company_id, coalesce(cost_pool_id, '00000000-0000-0000-0000-000000000000'), pg_backend_pid() % 32,
      count(*), sum(monthly_price_cents)
    FROM new_rows WHERE payer_id IS NOT NULL AND ended_on IS NULL GROUP BY 1, 2, 3
    ON CONFLICT (company_id, cost_pool_key, shard)
      DO UPDATE SET services = s.services + excluded.services, monthly_cents = s.monthly_cents + excluded.monthly_cents;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO service_billing_sums AS s (company_id, cost_pool_key, shard, services, monthly_cents)
    SELECT company_id, coalesce(cost_pool_id, '00000000-0000-0000-0000-000000000000'), pg_backend_pid() % 32,
      -count(*), -sum(monthly_price_cents)
    FROM old_rows WHERE payer_id IS NOT NULL AND ended_on IS NULL GROUP BY 1, 2, 3
    ON CONFLICT (company_id, cost_pool_key, shard)
      DO UPDATE SET services = s.services + excluded.services, monthly_cents = s.monthly_cents + excluded.monthly_cents;
  ELSE
    INSERT INTO service_billing_sums AS s (company_id, cost_pool_key, shard, services, monthly_cents)
    SELECT company_id, cost_pool_key, pg_backend_pid() % 32, sum(delta), sum(cents) FROM (
      SELECT company_id, coalesce(cost_pool_id, '00000000-0000-0000-0000-000000000000') AS cost_pool_key,
        1 AS delta, monthly_price_cents AS cents
      FROM new_rows WHERE payer_id IS NOT NULL AND ended_on IS NULL
      UNION ALL
      SELECT company_id, coalesce(cost_pool_id, '00000000-0000-0000-0000-000000000000'), -1, -monthly_price_cents
      FROM old_rows WHERE payer_id IS NOT NULL AND ended_on IS NULL
    ) moves GROUP BY company_id, cost_pool_key HAVING sum(delta) <> 0 OR sum(cents) <> 0
    ON CONFLICT (company_id, cost_pool_key, shard)
      DO UPDATE SET services = s.services + excluded.services, monthly_cents = s.monthly_cents + excluded.monthly_cents;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER services_billing_sums_insert AFTER INSERT ON services REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION service_billing_sums_apply();
--> statement-breakpoint
CREATE TRIGGER services_billing_sums_update AFTER UPDATE ON services REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION service_billing_sums_apply();
--> statement-breakpoint
CREATE TRIGGER services_billing_sums_delete AFTER DELETE ON services REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION service_billing_sums_apply();
--> statement-breakpoint
INSERT INTO service_billing_sums (company_id, cost_pool_key, shard, services, monthly_cents)
SELECT company_id, coalesce(cost_pool_id, '00000000-0000-0000-0000-000000000000'), 0, count(*), sum(monthly_price_cents)
FROM services WHERE payer_id IS NOT NULL AND ended_on IS NULL GROUP BY 1, 2;
