ALTER TABLE "order_status_events" ADD COLUMN "reason_code" text;--> statement-breakpoint
ALTER TABLE "order_status_events" ADD COLUMN "reason_params" jsonb;