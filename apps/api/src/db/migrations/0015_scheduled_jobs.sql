ALTER TABLE "jobs" ADD COLUMN "schedule_key" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_schedule_key_unique" UNIQUE("schedule_key");