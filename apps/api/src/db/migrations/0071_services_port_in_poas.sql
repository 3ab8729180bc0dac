ALTER TABLE "service_poas" ALTER COLUMN "service_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "service_poas" ADD COLUMN "number" text;--> statement-breakpoint
UPDATE "service_poas" SET "number" = "services"."number" FROM "services" WHERE "services"."company_id" = "service_poas"."company_id" AND "services"."id" = "service_poas"."service_id";--> statement-breakpoint
ALTER TABLE "service_poas" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "service_poas" ADD COLUMN "cart_code" uuid;--> statement-breakpoint
ALTER TABLE "service_poas" ADD COLUMN "bundle_no" integer;--> statement-breakpoint
CREATE INDEX "service_poas_cart_idx" ON "service_poas" USING btree ("company_id","cart_code","bundle_no");--> statement-breakpoint
ALTER TABLE "service_poas" ADD CONSTRAINT "service_poas_service_or_port_in" CHECK (("service_poas"."service_id" IS NOT NULL AND "service_poas"."cart_code" IS NULL AND "service_poas"."bundle_no" IS NULL) OR ("service_poas"."service_id" IS NULL AND "service_poas"."cart_code" IS NOT NULL AND "service_poas"."bundle_no" IS NOT NULL));