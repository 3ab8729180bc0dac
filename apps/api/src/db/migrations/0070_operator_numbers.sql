CREATE TABLE "operator_numbers" (
	"number" text PRIMARY KEY NOT NULL,
	"number_type" text NOT NULL,
	"status" text DEFAULT 'AVAILABLE' NOT NULL,
	"company_id" text,
	"cart_code" uuid,
	"available_from" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "operator_numbers" ADD CONSTRAINT "operator_numbers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_numbers_free_idx" ON "operator_numbers" USING btree ("number_type","status","number");--> statement-breakpoint
CREATE INDEX "operator_numbers_cart_idx" ON "operator_numbers" USING btree ("company_id","cart_code");--> statement-breakpoint
-- Decision 011: a database seeded before this migration gets what a fresh demo seed has (demo-ordering.ts):
-- the NUMBER_CSN offering beside NUMBER_NEW and port-in, and the operator's free range new numbers come
-- from. Only where the demo catalogue is (NUM_NEW); a fresh database is seeded after its migrations.
INSERT INTO "catalogue_products" ("code", "name", "description", "category", "offering_type", "number_type", "display_priority")
SELECT 'NUM_CSN', 'Numero yrityksen omasta numeroavaruudesta', '', 'subscriptions', 'NUMBER_CSN', 'VOICE_POSTPAID',
  (SELECT max("display_priority") + 1 FROM "catalogue_products")
FROM "catalogue_products" WHERE "code" = 'NUM_PORT' AND NOT EXISTS (SELECT 1 FROM "catalogue_products" WHERE "code" = 'NUM_CSN');
--> statement-breakpoint
INSERT INTO "catalogue_characteristics" ("product_code", "code", "name", "type", "mandatory", "editable", "visible", "display_priority", "default_value", "validation_rule", "min_length", "max_length", "min_value", "max_value", "choices")
SELECT 'NUM_CSN', "code", "name", "type", "mandatory", "editable", "visible", "display_priority", "default_value", "validation_rule", "min_length", "max_length", "min_value", "max_value", "choices" FROM "catalogue_characteristics"
WHERE "product_code" = 'NUM_NEW' AND EXISTS (SELECT 1 FROM "catalogue_products" WHERE "code" = 'NUM_CSN')
  AND NOT EXISTS (SELECT 1 FROM "catalogue_characteristics" WHERE "product_code" = 'NUM_CSN');
--> statement-breakpoint
INSERT INTO "catalogue_bundle_products" ("bundle_id", "product_code", "default_product", "position")
SELECT 'MV_NUMBER', 'NUM_CSN', false, 2 FROM "catalogue_bundles" WHERE "id" = 'MV_NUMBER'
  AND EXISTS (SELECT 1 FROM "catalogue_products" WHERE "code" = 'NUM_CSN')
  AND NOT EXISTS (SELECT 1 FROM "catalogue_bundle_products" WHERE "bundle_id" = 'MV_NUMBER' AND "product_code" = 'NUM_CSN');
--> statement-breakpoint
INSERT INTO "operator_numbers" ("number", "number_type", "status", "available_from")
SELECT r.base || lpad(i::text, 5, '0'), r.number_type,
  CASE WHEN i % 17 = 3 THEN 'QUARANTINE' ELSE 'AVAILABLE' END,
  CASE WHEN i % 17 = 3 THEN timestamptz '2027-02-01 00:00:00+00' END
FROM (VALUES ('VOICE_POSTPAID', '+3585070', 100, 299), ('DATA_POSTPAID', '+3585079', 100, 149), ('FIXED', '+35810750', 2000, 2049))
  AS r(number_type, base, low, high)
CROSS JOIN LATERAL generate_series(r.low, r.high) AS i
WHERE EXISTS (SELECT 1 FROM "catalogue_products" WHERE "code" = 'NUM_NEW');
