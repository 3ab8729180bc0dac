CREATE TABLE "availability_addresses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"street" text NOT NULL,
	"house_number" text NOT NULL,
	"postal_number" text NOT NULL,
	"city" text NOT NULL,
	"technology" text NOT NULL,
	"max_down_mbps" integer NOT NULL,
	"max_up_mbps" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"company_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"number_type" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"suspension_kind" text,
	"iccid" text,
	"puk1" text,
	"puk2" text,
	"sim_activated_at" timestamp with time zone,
	"user_name" text,
	"package_code" text NOT NULL,
	"package_name" text NOT NULL,
	"monthly_price_cents" bigint NOT NULL,
	"add_ons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"barrings" text[] DEFAULT '{}' NOT NULL,
	"cost_pool_id" uuid,
	"payer_id" uuid,
	"contract_start" date NOT NULL,
	"fixed_term_end" date,
	"scheduled_termination" date,
	"termination_kind" text,
	"ended_on" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_addresses_street_idx" ON "availability_addresses" USING btree (lower("street"),lower("city"));--> statement-breakpoint
CREATE UNIQUE INDEX "services_number_idx" ON "services" USING btree ("company_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "services_iccid_idx" ON "services" USING btree ("iccid");--> statement-breakpoint
CREATE INDEX "services_user_idx" ON "services" USING btree ("company_id",lower("user_name"),"id");--> statement-breakpoint
CREATE INDEX "services_status_idx" ON "services" USING btree ("company_id","status","number","id");--> statement-breakpoint
CREATE INDEX "services_package_idx" ON "services" USING btree ("company_id","package_name","id");--> statement-breakpoint
CREATE INDEX "services_start_idx" ON "services" USING btree ("company_id","contract_start","id");--> statement-breakpoint
CREATE INDEX "services_type_idx" ON "services" USING btree ("company_id","type","number","id");--> statement-breakpoint
CREATE INDEX "services_cost_pool_idx" ON "services" USING btree ("company_id","cost_pool_id","number","id");--> statement-breakpoint
CREATE INDEX "services_payer_idx" ON "services" USING btree ("company_id","payer_id","number","id");--> statement-breakpoint
CREATE INDEX "services_scheduled_idx" ON "services" USING btree ("scheduled_termination") WHERE scheduled_termination is not null;--> statement-breakpoint
-- The list's search (`%term%` in the number, the ICCID or the user's name) through a trigram index that leads
-- with company_id (btree_gin, as the tickets' search), so one company's search never reads another's.
CREATE INDEX IF NOT EXISTS "services_search_idx" ON "services" USING gin ("company_id", "number" gin_trgm_ops, "iccid" gin_trgm_ops, "user_name" gin_trgm_ops);
