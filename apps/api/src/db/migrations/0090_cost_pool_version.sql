-- A cost centre can be renamed and its description changed by two people at once: its version answers If-Match.
ALTER TABLE "cost_pools" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "cost_pools" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;