ALTER TABLE "service_poas" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_poas" ADD COLUMN "decided_by_id" text;--> statement-breakpoint
ALTER TABLE "service_poas" ADD COLUMN "decided_by_name" text;--> statement-breakpoint
CREATE INDEX "service_poas_company_idx" ON "service_poas" USING btree ("company_id","created_at","id");