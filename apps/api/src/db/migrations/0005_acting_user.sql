ALTER TABLE "ticket_attachments" ADD COLUMN "acting_user_id" text;--> statement-breakpoint
ALTER TABLE "ticket_attachments" ADD COLUMN "acting_user_name" text;--> statement-breakpoint
ALTER TABLE "ticket_comments" ADD COLUMN "acting_user_id" text;--> statement-breakpoint
ALTER TABLE "ticket_comments" ADD COLUMN "acting_user_name" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "acting_user_id" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "acting_user_name" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "subject" text;