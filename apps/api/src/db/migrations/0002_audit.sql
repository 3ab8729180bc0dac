CREATE TABLE "audit_log" (
	"company_id" text NOT NULL,
	"id" bigserial NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"operator_id" text NOT NULL,
	"operator_name" text NOT NULL,
	"acted_for_id" text,
	"acted_for_name" text,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"result" integer NOT NULL,
	CONSTRAINT "audit_log_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE INDEX "audit_log_company_time_idx" ON "audit_log" USING btree ("company_id","occurred_at");