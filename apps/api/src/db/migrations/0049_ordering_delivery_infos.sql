CREATE TABLE "delivery_infos" (
	"company_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"recipient" text NOT NULL,
	"street" text NOT NULL,
	"postal_number" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_infos_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "delivery_infos" ADD CONSTRAINT "delivery_infos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_infos_recipient_idx" ON "delivery_infos" USING btree ("company_id",lower("recipient"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_infos_address_idx" ON "delivery_infos" USING btree ("company_id",lower("recipient"),lower("street"),"postal_number",lower("city"),"country");