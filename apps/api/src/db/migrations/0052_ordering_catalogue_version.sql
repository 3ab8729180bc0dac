CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" uuid DEFAULT gen_random_uuid() NOT NULL,
	CONSTRAINT "catalogue_version_one_row" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "carts_open_user_idx" ON "carts" USING btree ("company_id","user_id","active" DESC NULLS LAST,"created_at","code") WHERE "carts"."submitted_at" is null;--> statement-breakpoint
-- Decision 014: every change of the catalogue gives its version a new random value in the change's own
-- transaction, so an instance's kept bundle structures are checked with one read. A product's stock alone is
-- no catalogue change (every submit takes stock): catalogue_products bumps on an update only when something
-- else changed, or when a product starts or stops being stocked.
INSERT INTO "catalogue_version" ("id") VALUES (1);
--> statement-breakpoint
CREATE FUNCTION catalogue_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_version SET version = gen_random_uuid() WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER catalogue_root_templates_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON catalogue_root_templates FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
CREATE TRIGGER catalogue_bundles_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON catalogue_bundles FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
CREATE TRIGGER catalogue_bundle_products_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON catalogue_bundle_products FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
CREATE TRIGGER catalogue_prices_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON catalogue_prices FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
CREATE TRIGGER catalogue_characteristics_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON catalogue_characteristics FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
CREATE TRIGGER catalogue_product_rules_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON catalogue_product_rules FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
CREATE TRIGGER catalogue_products_version AFTER INSERT OR DELETE OR TRUNCATE ON catalogue_products FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
CREATE TRIGGER catalogue_products_changed_version AFTER UPDATE ON catalogue_products FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'stock') IS DISTINCT FROM (to_jsonb(NEW) - 'stock') OR (OLD.stock IS NULL) <> (NEW.stock IS NULL))
  EXECUTE FUNCTION catalogue_version_bump();
