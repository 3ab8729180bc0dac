ALTER TABLE "tickets" ADD COLUMN "related_service_id" uuid;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "related_service_number" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "related_service_name" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "related_service_user" text;