ALTER TABLE "tickets" ADD COLUMN "related_service_id" uuid;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "related_service_number" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "related_service_name" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "related_service_user" text;--> statement-breakpoint
CREATE INDEX "tickets_service_idx" ON "tickets" USING btree ("company_id","related_service_id","created_at","id") WHERE "tickets"."related_service_id" is not null;