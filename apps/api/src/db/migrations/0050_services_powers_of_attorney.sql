CREATE TABLE "service_poas" (
	"company_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"service_id" uuid NOT NULL,
	"holder_name" text NOT NULL,
	"holder_personal_id_masked" text NOT NULL,
	"valid_until" date NOT NULL,
	"status" text NOT NULL,
	"created_by_id" text NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_poas_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "service_poas" ADD CONSTRAINT "service_poas_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_poas_service_idx" ON "service_poas" USING btree ("company_id","service_id","created_at");