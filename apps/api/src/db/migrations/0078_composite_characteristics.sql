ALTER TABLE "catalogue_characteristics" ADD COLUMN "parent_code" text;--> statement-breakpoint
ALTER TABLE "catalogue_characteristics" ADD COLUMN "max_entries" integer;--> statement-breakpoint
ALTER TABLE "catalogue_characteristics" ADD COLUMN "standard_entries" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "composite_values" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_characteristics" ADD CONSTRAINT "catalogue_characteristics_parent_fk" FOREIGN KEY ("product_code","parent_code") REFERENCES "public"."catalogue_characteristics"("product_code","code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A database seeded before this migration gets the APN list a fresh demo seed has (demo-apn-characteristics.ts):
-- the standard APN and up to three of the company's own on each 5G subscription. Only where the demo catalogue
-- is; a fresh database is seeded after its migrations.
INSERT INTO "catalogue_characteristics" ("product_code", "code", "name", "type", "display_priority", "max_entries", "standard_entries")
SELECT "code", 'apnList', 'APN-yhteydet', 'TEXT', 5, 4, '[{"apnName":"internet","apnType":"PUBLIC"}]'::jsonb
FROM "catalogue_products" p WHERE "code" IN ('MOB_5G_100', 'MOB_5G_300', 'MOB_5G_1000')
  AND NOT EXISTS (SELECT 1 FROM "catalogue_characteristics" c WHERE c."product_code" = p."code" AND c."code" = 'apnList');
--> statement-breakpoint
INSERT INTO "catalogue_characteristics" ("product_code", "code", "name", "type", "mandatory", "display_priority", "validation_rule", "max_length", "parent_code")
SELECT "product_code", 'apnName', 'APN-nimi', 'TEXT', true, 1, 'FREE_TEXT', 63, 'apnList'
FROM "catalogue_characteristics" c WHERE c."code" = 'apnList' AND c."product_code" IN ('MOB_5G_100', 'MOB_5G_300', 'MOB_5G_1000')
  AND NOT EXISTS (SELECT 1 FROM "catalogue_characteristics" n WHERE n."product_code" = c."product_code" AND n."code" = 'apnName');
--> statement-breakpoint
INSERT INTO "catalogue_characteristics" ("product_code", "code", "name", "type", "mandatory", "display_priority", "default_value", "choices", "parent_code")
SELECT "product_code", 'apnType', 'APN-tyyppi', 'CHOICE', true, 2, 'PRIVATE',
  '[{"code":"PUBLIC","name":"Julkinen"},{"code":"PRIVATE","name":"Yksityinen"}]'::jsonb, 'apnList'
FROM "catalogue_characteristics" c WHERE c."code" = 'apnList' AND c."product_code" IN ('MOB_5G_100', 'MOB_5G_300', 'MOB_5G_1000')
  AND NOT EXISTS (SELECT 1 FROM "catalogue_characteristics" n WHERE n."product_code" = c."product_code" AND n."code" = 'apnType');
