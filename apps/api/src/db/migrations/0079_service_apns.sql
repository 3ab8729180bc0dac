ALTER TABLE "services" ADD COLUMN "apns" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- A subscription already in the inventory has the standard APN its package comes with (the catalogue's
-- standard entries of the package's APN list, migration 0078); the company's own APNs were not kept before.
UPDATE "services" s SET "apns" = (
  SELECT coalesce(jsonb_agg(jsonb_build_object('name', e->>'apnName', 'type', e->>'apnType')), '[]'::jsonb)
  FROM jsonb_array_elements(c."standard_entries") e
)
FROM "catalogue_characteristics" c
WHERE c."product_code" = s."package_code" AND c."code" = 'apnList' AND jsonb_array_length(c."standard_entries") > 0;
